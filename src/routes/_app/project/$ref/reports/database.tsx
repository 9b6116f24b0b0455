import { createFileRoute } from '@tanstack/react-router'
import { DatabaseReportPage } from '@/features/reports/components/database-report-page'
import { DEFAULT_REFRESH_INTERVAL, DEFAULT_TIME_RANGE } from '@/features/reports/samples'
import { databaseReportSearchSchema } from '@/features/reports/search'

export const Route = createFileRoute('/_app/project/$ref/reports/database')({
  validateSearch: databaseReportSearchSchema,
  // The chart layer loads with the page's code on a cold load (its charts show as the page does).
  staticData: { preloadChunks: () => import('@/components/charts').then((m) => m.preloadCharts()) },
  // The reports' queries start with the navigation, beside the page's code and the charts' (issue 26
  // item 5): the page renders once they are sent, not answered. A hover preload loads the code only (the
  // reports are read on every visit).
  loader: ({ context: { queryClient }, params, preload }) => {
    void import('@/components/charts').then((m) => m.preloadCharts()).catch(() => undefined)
    return import('@/features/reports/prefetch')
      .then((m) => (preload ? undefined : m.startDatabaseReport(queryClient, params.ref)))
      .catch(() => undefined)
  },
  component: DatabaseReportRoute,
})

function DatabaseReportRoute() {
  const { ref } = Route.useParams()
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  return (
    <DatabaseReportPage
      projectRef={ref}
      state={{ range: search.range ?? DEFAULT_TIME_RANGE, refresh: search.refresh ?? DEFAULT_REFRESH_INTERVAL }}
      onChange={(next) =>
        void navigate({
          replace: true,
          search: (prev) => ({
            ...prev,
            ...(next.range ? { range: next.range === DEFAULT_TIME_RANGE ? undefined : next.range } : {}),
            ...(next.refresh ? { refresh: next.refresh === DEFAULT_REFRESH_INTERVAL ? undefined : next.refresh } : {}),
          }),
        })
      }
    />
  )
}
