import { z } from 'zod/mini'
import { FILTER_OPERATORS, LOG_SOURCE_NAMES } from './source-names'
import { TIME_PRESETS } from './time-range'

/** The logs explorer's state in the URL, each part falling back on its own when invalid. */
export const logsSearchSchema = z.object({
  source: z.catch(z._default(z.enum(LOG_SOURCE_NAMES), 'edge_logs'), 'edge_logs'),
  range: z.catch(z._default(z.enum([...TIME_PRESETS.map((p) => p.value), 'custom']), '1h'), '1h'),
  start: z.catch(z.optional(z.iso.datetime()), undefined),
  end: z.catch(z.optional(z.iso.datetime()), undefined),
  mode: z.catch(z._default(z.enum(['builder', 'sql']), 'builder'), 'builder'),
  sql: z.catch(z.optional(z.string()), undefined),
  filters: z.catch(
    z._default(z.array(z.object({ path: z.string(), operator: z.enum(FILTER_OPERATORS), value: z.string() })), []),
    [],
  ),
})
export type LogsSearch = z.output<typeof logsSearchSchema>
