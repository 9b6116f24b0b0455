import { Alert, Badge, Group, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { PageLoader } from '@/components/page-loader'
import { PermissionAction, PermissionResource, useCheckPermission } from '@/features/permissions'
import { PLAN_NAMES, PLAN_ROLE_MODEL, type PlanId } from '@/features/plans'
import { profileQueryOptions } from '@/features/profile/api/profile-query'
import { invitationsQueryOptions, membersQueryOptions } from '@/features/organizations/api/members-query'
import { rolesQueryOptions } from '@/features/organizations/api/roles-query'
import { InviteMemberButton } from './invite-member-button'
import { MemberRow } from './member-row'
import { assignableRoles } from './member-roles'

export function MembersPanel({ slug, plan }: { slug: string; plan: PlanId }) {
  const members = useQuery(membersQueryOptions(slug))
  const roles = useQuery(rolesQueryOptions(slug))
  const invitations = useQuery(invitationsQueryOptions(slug))
  const { data: profile } = useQuery(profileQueryOptions())
  const canInvite = useCheckPermission(PermissionAction.CREATE, PermissionResource.USER_INVITES, undefined, {
    organizationSlug: slug,
  }).can

  if (members.isPending || roles.isPending) return <PageLoader />
  if (members.isError || roles.isError) {
    return (
      <Alert color="red" title="Members could not be loaded">
        {(members.error ?? roles.error)?.message}
      </Alert>
    )
  }
  const assignable = assignableRoles(roles.data, plan)
  const model = PLAN_ROLE_MODEL[plan]
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Text size="sm" c="dimmed">
          Roles on the {PLAN_NAMES[plan]} plan: {model.labels.join(', ')}.
        </Text>
        <InviteMemberButton slug={slug} roles={assignable} allowed={canInvite} />
      </Group>
      <Table.ScrollContainer minWidth={640}>
        <Table verticalSpacing="sm" aria-label="Members">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Member</Table.Th>
              <Table.Th>Role</Table.Th>
              <Table.Th>MFA</Table.Th>
              <Table.Th>
                <VisuallyHidden>Actions</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {members.data.map((member) => (
              <MemberRow
                key={member.gotrue_id}
                slug={slug}
                plan={plan}
                member={member}
                roles={roles.data}
                assignable={assignable}
                isSelf={Boolean(profile && member.primary_email === profile.primary_email)}
              />
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {invitations.data && invitations.data.length > 0 ? (
        <Stack gap="xs">
          <Title order={3} size="h5">
            Pending invitations
          </Title>
          {invitations.data.map((invitation) => (
            <Group key={invitation.id} gap="xs">
              <Text size="sm">{invitation.invited_email}</Text>
              <Badge variant="outline" color="gray">
                {roles.data.org_scoped_roles.find((role) => role.id === invitation.role_id)?.name ?? 'Member'}
              </Badge>
              <Badge variant="light" color="yellow">
                Invited
              </Badge>
            </Group>
          ))}
        </Stack>
      ) : null}
    </Stack>
  )
}
