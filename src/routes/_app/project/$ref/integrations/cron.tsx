import { createFileRoute } from '@tanstack/react-router'
import { CronJobsPage } from '@/features/database-objects/cron/cron-jobs-page'

export const Route = createFileRoute('/_app/project/$ref/integrations/cron')({
  component: function CronRoute() {
    const { ref } = Route.useParams()
    return <CronJobsPage projectRef={ref} />
  },
})
