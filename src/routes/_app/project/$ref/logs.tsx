import { createFileRoute } from '@tanstack/react-router'
import { LogsPage } from '@/features/logs/components/logs-page'
import { logsSearchSchema } from '@/features/logs/search'

export const Route = createFileRoute('/_app/project/$ref/logs')({
  validateSearch: logsSearchSchema,
  component: function LogsRoute() {
    const { ref } = Route.useParams()
    const search = Route.useSearch()
    const navigate = Route.useNavigate()
    return <LogsPage projectRef={ref} search={search} onSearch={(change) => void navigate({ search: (prev) => ({ ...prev, ...change }) })} />
  },
})
