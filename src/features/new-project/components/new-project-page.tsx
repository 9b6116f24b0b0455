import { Alert } from '@mantine/core'
import { useSuspenseQuery } from '@tanstack/react-query'
import { getRouteApi } from '@tanstack/react-router'
import { PageHeader } from '@/components/page-header'
import { organizationsQueryOptions } from '@/features/organizations/api/organizations-query'
import { NewProjectForm } from './new-project-form'

const route = getRouteApi('/_app/new/$slug')

/** /new/{slug}: create a project in an organization (the slug need not be one of the user's). */
export function NewProjectPage() {
  const { slug } = route.useParams()
  const { data: organizations } = useSuspenseQuery(organizationsQueryOptions())
  const organization = organizations.find((o) => o.slug === slug)
  return (
    <>
      <PageHeader
        title="Create a new project"
        description="Your project gets its own Postgres database, authentication, storage and APIs."
      />
      {organization ? null : (
        <Alert color="yellow" title="Choose an organization" mb="md">
          You are not a member of an organization called “{slug}”. Choose one of yours below.
        </Alert>
      )}
      <NewProjectForm key={organization?.slug ?? 'none'} organization={organization} organizations={organizations} />
    </>
  )
}
