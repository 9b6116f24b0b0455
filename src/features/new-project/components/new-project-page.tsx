import { Alert, Text } from '@mantine/core'
import { useSuspenseQuery } from '@tanstack/react-query'
import { AnchorLink } from '@/components/links'
import { PageHeader } from '@/components/page-header'
import { organizationsQueryOptions } from '@/features/organizations/api/organizations-query'
import { PLAN_NAMES, toPlanId, type PricedPlanId } from '@/features/plans'
import { NewProjectForm } from './new-project-form'

/** /new/{slug}: create a project in an organization (the slug need not be one of the user's). */
export function NewProjectPage({ slug, plan }: { slug: string; plan?: PricedPlanId }) {
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
      {organization && plan && toPlanId(organization.plan.id) !== plan ? (
        <Alert color="blue" title={`You chose the ${PLAN_NAMES[plan]} plan`} mb="md">
          <Text size="sm">
            {organization.name} is on the {PLAN_NAMES[toPlanId(organization.plan.id)]} plan. Change its plan on the{' '}
            <AnchorLink to="/org/$slug/billing" params={{ slug: organization.slug }} hash="plans">
              billing page
            </AnchorLink>
            , or pick an organization on the {PLAN_NAMES[plan]} plan.
          </Text>
        </Alert>
      ) : null}
      <NewProjectForm key={organization?.slug ?? 'none'} organization={organization} organizations={organizations} />
    </>
  )
}
