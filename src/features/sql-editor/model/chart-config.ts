import { z } from 'zod/mini'

/**
 * How a snippet's result is shown (issue 38 item 4), kept in the snippet's content beside its SQL so the
 * choice comes back with the snippet. Each field falls back on its own: a bad stored value never loses
 * the snippet, only that field.
 */
export const chartConfigSchema = z.object({
  /** The results panel shows the grid or the chart. */
  view: z.catch(z.enum(['grid', 'chart']), 'grid'),
  /** The column for X; null: the first that fits. */
  x: z.catch(z.nullable(z.string()), null),
  /** The numeric columns for Y; empty: the first that fits. */
  y: z.catch(z.array(z.string()), []),
  kind: z.catch(z.enum(['bar', 'line']), 'bar'),
  cumulative: z.catch(z.boolean(), false),
  log: z.catch(z.boolean(), false),
})
export type ChartConfig = z.infer<typeof chartConfigSchema>

export const DEFAULT_CHART_CONFIG: ChartConfig = {
  view: 'grid',
  x: null,
  y: [],
  kind: 'bar',
  cumulative: false,
  log: false,
}
