import { Alert } from '@mantine/core'
import { PageHeader } from '@/components/page-header'

/** What a platform-only settings page shows on a self-hosted dashboard, instead of failing calls. */
export function PlatformOnlyNotice({ title }: { title: string }) {
  return (
    <>
      <PageHeader title={title} />
      <Alert color="blue" title="Not available on a self-hosted dashboard">
        {title} are managed by the hosted platform. On a self-hosted deployment they are set in your services&apos; own
        configuration (for the keys shown by Connect: DASHBOARD_ANON_KEY and DASHBOARD_PUBLIC_API_URL).
      </Alert>
    </>
  )
}
