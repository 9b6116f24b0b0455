import { Badge, Card, Group, SimpleGrid, Stack, Text } from '@mantine/core'
import { useSuspenseQuery } from '@tanstack/react-query'
import { getRouteApi } from '@tanstack/react-router'
import { EmptyState } from '@/components/empty-state'
import { AnchorLink } from '@/components/links'
import { PageHeader } from '@/components/page-header'
import { organizationsQueryOptions, type Organization } from '@/features/organizations/api/organizations-query'
import { PLAN_NAMES, toPlanId } from '@/features/plans'

const route = getRouteApi('/_app/new/')

/** /new?plan=free|pro|team: choose the organization for a new project; the plan puts its organizations first. */
export function ChooseOrganizationPage() {
  const { plan } = route.useSearch()
  const { data: organizations } = useSuspenseQuery(organizationsQueryOptions())
  const onPlan = (o: Organization) => toPlanId(o.plan.id) === plan
  const sorted = plan ? [...organizations.filter(onPlan), ...organizations.filter((o) => !onPlan(o))] : organizations
  const matching = plan ? organizations.filter(onPlan).length : organizations.length

  return (
    <>
      <PageHeader
        title="Create a new project"
        description={
          plan
            ? `Choose an organization for your new project on the ${PLAN_NAMES[plan]} plan.`
            : 'Choose the organization for your new project.'
        }
      />
      {organizations.length === 0 ? (
        <EmptyState title="No organizations yet">You need an organization before you can create a project.</EmptyState>
      ) : (
        <Stack>
          {plan && matching === 0 ? (
            <Text c="dimmed" role="status">
              None of your organizations is on the {PLAN_NAMES[plan]} plan. Create the project in one of them, then
              change its plan on the billing page.
            </Text>
          ) : null}
          <SimpleGrid
            cols={{ base: 1, sm: 2, lg: 3 }}
            component="ul"
            style={{ listStyle: 'none', padding: 0, margin: 0 }}
            aria-label="Organizations"
          >
            {sorted.map((organization) => (
              <Card component="li" key={organization.slug} withBorder>
                <Group justify="space-between" wrap="nowrap">
                  <AnchorLink to="/new/$slug" params={{ slug: organization.slug }} search={{ plan }} fw={600}>
                    {organization.name}
                  </AnchorLink>
                  <Badge variant={plan && onPlan(organization) ? 'filled' : 'light'}>
                    {PLAN_NAMES[toPlanId(organization.plan.id)]}
                  </Badge>
                </Group>
              </Card>
            ))}
          </SimpleGrid>
        </Stack>
      )}
    </>
  )
}
