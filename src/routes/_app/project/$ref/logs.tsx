import { createFileRoute } from '@tanstack/react-router'
import { z } from 'zod/mini'
import { LogsPage } from '@/features/logs/components/logs-page'

// The URL keeps plain strings here (the first screen's bundle holds every route's schema); the page
// reads them through the logs explorer's own schema, where each bad part falls back on its own.
const text = z.catch(z.optional(z.string()), undefined)
const searchSchema = z.object({
  source: text,
  range: text,
  start: text,
  end: text,
  mode: text,
  sql: text,
  filters: z.catch(z.optional(z.array(z.record(z.string(), z.string()))), undefined),
})

export const Route = createFileRoute('/_app/project/$ref/logs')({
  validateSearch: searchSchema,
  // The histogram and the chart layer load beside the page's code, not after the first answer.
  loader: () =>
    void Promise.all([
      import('@/features/logs/components/histogram'),
      import('@/components/charts').then((m) => m.preloadCharts()),
    ]).catch(() => undefined),
  component: function LogsRoute() {
    const { ref } = Route.useParams()
    const search = Route.useSearch()
    const navigate = Route.useNavigate()
    return (
      <LogsPage
        projectRef={ref}
        rawSearch={search}
        onSearch={(change) => void navigate({ search: (prev) => ({ ...prev, ...change }) })}
      />
    )
  },
})
