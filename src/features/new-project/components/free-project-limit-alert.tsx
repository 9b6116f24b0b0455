import { Alert, Text } from '@mantine/core'
import { ButtonLink } from '@/components/links'
import type { MemberAtFreeProjectLimit } from '@/features/billing/api/free-project-limit-check-query'
import { FREE_ACTIVE_PROJECT_LIMIT } from '@/features/plans'

/** Why no free project can be created now, and the two ways forward. */
export function FreeProjectLimitAlert({
  slug,
  members,
}: {
  slug: string
  members: readonly MemberAtFreeProjectLimit[]
}) {
  const names = members.map((m) => m.primary_email ?? m.username).join(', ')
  const limit = members[0]?.free_project_limit ?? FREE_ACTIVE_PROJECT_LIMIT
  return (
    <Alert color="orange" title="The free project limit is reached" role="alert">
      <Text size="sm">
        The Free plan allows {limit} active projects per user, and {names} already{' '}
        {members.length === 1 ? 'has' : 'have'} {limit}. Pause or delete one of those projects, or upgrade this
        organization to a paid plan to create another project.
      </Text>
      <ButtonLink to="/org/$slug/billing" params={{ slug }} variant="light" size="xs" mt="sm">
        Upgrade plan
      </ButtonLink>
    </Alert>
  )
}
