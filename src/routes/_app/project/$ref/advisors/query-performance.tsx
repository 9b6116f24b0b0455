import { createFileRoute } from '@tanstack/react-router'
import { QueryPerformancePage, type QueryPerformanceState } from '@/features/advisors/components/query-performance-page'
import { queryPerformanceSearchSchema } from '@/features/advisors/search'

export const Route = createFileRoute('/_app/project/$ref/advisors/query-performance')({
  validateSearch: queryPerformanceSearchSchema,
  component: QueryPerformanceRoute,
})

function QueryPerformanceRoute() {
  const { ref } = Route.useParams()
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  const state: QueryPerformanceState = {
    tab: search.tab ?? 'queries',
    sort: search.sort ?? 'time',
    search: search.search ?? '',
    level: search.level ?? 'all',
  }
  return (
    <QueryPerformancePage
      projectRef={ref}
      state={state}
      onChange={(next) =>
        void navigate({
          replace: next.search !== undefined,
          search: (prev) => ({
            ...prev,
            ...(next.tab ? { tab: next.tab === 'queries' ? undefined : next.tab } : {}),
            ...(next.sort ? { sort: next.sort === 'time' ? undefined : next.sort } : {}),
            ...(next.search !== undefined ? { search: next.search || undefined } : {}),
            ...(next.level ? { level: next.level === 'all' ? undefined : next.level } : {}),
          }),
        })
      }
    />
  )
}
