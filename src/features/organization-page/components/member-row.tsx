import { Badge, Group, Select, Stack, Table, Text, Tooltip } from '@mantine/core'
import { useState } from 'react'
import { ConfirmDialog } from '@/components/confirm-dialog'
import { PermissionAction, PermissionButton, useCheckPermission } from '@/features/permissions'
import type { PlanId } from '@/features/plans'
import { toast } from '@/lib/notify'
import { useMemberRoleMutation, useRemoveMemberMutation, type Member } from '@/features/organizations/api/members-query'
import type { Role, Roles } from '@/features/organizations/api/roles-query'
import { MEMBER_ROLES_RESOURCE, memberOrganizationRole, memberProjectRoles } from './member-roles'

interface Props {
  slug: string
  plan: PlanId
  member: Member
  roles: Roles
  assignable: Role[]
  isSelf: boolean
}

export function MemberRow({ slug, plan, member, roles, assignable, isSelf }: Props) {
  const [confirmRemove, setConfirmRemove] = useState(false)
  const canUpdate = useCheckPermission(PermissionAction.UPDATE, MEMBER_ROLES_RESOURCE, undefined, {
    organizationSlug: slug,
  }).can
  const canRemove = useCheckPermission(PermissionAction.DELETE, MEMBER_ROLES_RESOURCE, undefined, {
    organizationSlug: slug,
  }).can
  const changeRole = useMemberRoleMutation(slug)
  const remove = useRemoveMemberMutation(slug)
  const current = memberOrganizationRole(member, roles)
  const projectRoles = memberProjectRoles(member, roles, plan)
  const name = member.username
  const roleReason = isSelf
    ? 'You cannot change your own role.'
    : 'You need additional permissions to change the roles of members.'
  const removeReason = isSelf
    ? 'You cannot remove yourself here.'
    : 'You need additional permissions to remove members.'
  const roleSelect = (
    <Select
      aria-label={`Role of ${name}`}
      data={assignable.map((role) => ({ value: String(role.id), label: role.name }))}
      value={current ? String(current.id) : null}
      disabled={!canUpdate || isSelf || changeRole.isPending}
      allowDeselect={false}
      w={160}
      onChange={(value) => {
        if (!value || Number(value) === current?.id) return
        changeRole.mutate(
          { gotrueId: member.gotrue_id, roleId: Number(value) },
          {
            onSuccess: () =>
              toast.success(`${name} is now ${assignable.find((r) => r.id === Number(value))?.name ?? 'updated'}.`),
            onError: (error) => toast.error(`Failed to change the role of ${name}: ${error.message}`),
          },
        )
      }}
    />
  )

  return (
    <Table.Tr data-testid={`member-${name}`}>
      <Table.Td>
        <Stack gap={0}>
          <Text size="sm" fw={500}>
            {name}{' '}
            {isSelf ? (
              <Badge size="xs" variant="outline">
                You
              </Badge>
            ) : null}
          </Text>
          <Text size="xs" c="dimmed">
            {member.primary_email}
          </Text>
        </Stack>
      </Table.Td>
      <Table.Td>
        <Group gap="xs">
          {canUpdate && !isSelf ? (
            roleSelect
          ) : (
            <Tooltip label={roleReason}>
              <span>{roleSelect}</span>
            </Tooltip>
          )}
          {projectRoles.map((role) => (
            <Badge key={role.id} variant="outline" color="grape" title={role.description ?? undefined}>
              {role.name} · {role.project_refs?.length ?? 0} project{role.project_refs?.length === 1 ? '' : 's'}
            </Badge>
          ))}
        </Group>
      </Table.Td>
      <Table.Td>
        <Badge variant="light" color={member.mfa_enabled ? 'green' : 'gray'}>
          {member.mfa_enabled ? 'MFA enabled' : 'No MFA'}
        </Badge>
      </Table.Td>
      <Table.Td>
        <PermissionButton
          allowed={canRemove && !isSelf}
          reason={removeReason}
          variant="subtle"
          color="red"
          size="xs"
          onClick={() => setConfirmRemove(true)}
        >
          Remove
        </PermissionButton>
        <ConfirmDialog
          visible={confirmRemove}
          title={`Remove ${name}`}
          variant="danger"
          confirmLabel="Remove member"
          loading={remove.isPending}
          onCancel={() => setConfirmRemove(false)}
          onConfirm={() =>
            remove.mutate(member.gotrue_id, {
              onSuccess: () => {
                setConfirmRemove(false)
                toast.success(`${name} was removed from the organization.`)
              },
              onError: (error) => toast.error(`Failed to remove ${name}: ${error.message}`),
            })
          }
        >
          <Text size="sm">{name} will lose access to this organization and all of its projects.</Text>
        </ConfirmDialog>
      </Table.Td>
    </Table.Tr>
  )
}
