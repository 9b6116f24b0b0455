import { Alert } from '@mantine/core'
import { createFileRoute } from '@tanstack/react-router'
import { PageHeader } from '@/components/page-header'
import { ApiReportPage } from '@/features/reports/components/api-report-page'
import { DEFAULT_REFRESH_INTERVAL, DEFAULT_TIME_RANGE } from '@/features/reports/samples'
import { databaseReportSearchSchema } from '@/features/reports/search'
import { getConfig } from '@/lib/config/config'

export const Route = createFileRoute('/_app/project/$ref/reports/api')({
  validateSearch: databaseReportSearchSchema,
  loader: () => void import('@/components/charts').then((m) => m.preloadCharts()).catch(() => undefined),
  component: ApiReportRoute,
})

function ApiReportRoute() {
  const { ref } = Route.useParams()
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  if (!getConfig().platform)
    return (
      <>
        <PageHeader title="API report" />
        <Alert color="blue" title="Not available on a self-hosted dashboard">
          The API report reads the API gateway&apos;s request logs through the hosted platform&apos;s log analytics,
          which a self-hosted dashboard does not have. The Database report is available.
        </Alert>
      </>
    )
  return (
    <ApiReportPage
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
