import { Badge, Group, Stack, Table, Text } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { PageHeader } from '@/components/page-header'
import { dropRole, type Role, ROLE_ATTRIBUTES, SqlConfirmDialog } from '@/features/database'
import { databaseObjectKeys } from '../api/keys'
import { CreateButton } from '../components/create-button'
import { ReadOnlyNotice } from '../components/read-only-notice'
import { useDatabaseWrite } from '../components/use-database-write'
import { useProjectConnection, useRunSqlMutation } from '../api/run-built-sql'
import { matching, ObjectSearch } from '../components/object-search'
import { DeleteAction, EditAction, ObjectTable, RowActions } from '../components/object-table'
import { QueryRows } from '../components/query-status'
import { RoleFormModal } from './role-form-modal'
import { rolesQueryOptions } from './roles-queries'

type Editing = { role: Role | null } | null

/** CONTRACT §10 database/roles: roles with attributes, limit and connections; system roles are read-only. */
export function RolesPage({ projectRef }: { projectRef: string }) {
  const connection = useProjectConnection(projectRef)
  const write = useDatabaseWrite(projectRef)
  const roles = useQuery(rolesQueryOptions(connection))
  const save = useRunSqlMutation(connection, [databaseObjectKeys.roles(projectRef)])
  const remove = useRunSqlMutation(connection, [databaseObjectKeys.roles(projectRef)])
  const [search, setSearch] = useState('')
  const [editing, setEditing] = useState<Editing>(null)
  const [deleting, setDeleting] = useState<Role | null>(null)
  const rows = matching(roles.data, search, (r) => [r.name])

  return (
    <>
      <PageHeader
        title="Roles"
        description="Database roles, what they may do and how many connections they hold. System roles are read-only."
        actions={
          <CreateButton write={write} label="Create role" onClick={() => (save.reset(), setEditing({ role: null }))} />
        }
      />
      <ReadOnlyNotice write={write} />
      <Stack gap="md">
        <ObjectSearch label="Search roles" value={search} onChange={setSearch} />
        <QueryRows
          query={{ data: rows, error: roles.error, isLoading: roles.isLoading }}
          what="roles"
          empty="No role matches your search."
        >
          {(list) => (
            <ObjectTable label="Roles" columns={['Name', 'Attributes', 'Connection limit', 'Connections']}>
              {list.map((role) => (
                <Table.Tr key={role.id}>
                  <Table.Td fw={500}>
                    {role.name}
                    {role.is_system || !write.can ? (
                      <Badge ml={6} size="xs" color="gray" variant="outline">
                        system
                      </Badge>
                    ) : null}
                  </Table.Td>
                  <Table.Td>
                    <Group gap={4}>
                      {ROLE_ATTRIBUTES.filter((a) => role[a.key]).map((a) => (
                        <Badge key={a.key} variant="light" size="sm">
                          {a.label}
                        </Badge>
                      ))}
                    </Group>
                  </Table.Td>
                  <Table.Td>{role.connection_limit === -1 ? 'No limit' : role.connection_limit}</Table.Td>
                  <Table.Td>{role.active_connections}</Table.Td>
                  {role.is_system || !write.can ? (
                    <Table.Td>
                      <Text size="xs" c="dimmed" ta="right">
                        {role.is_system ? 'System role, read-only' : ''}
                      </Text>
                    </Table.Td>
                  ) : (
                    <RowActions>
                      <EditAction name={role.name} onClick={() => (save.reset(), setEditing({ role }))} />
                      <DeleteAction name={role.name} onClick={() => (remove.reset(), setDeleting(role))} />
                    </RowActions>
                  )}
                </Table.Tr>
              ))}
            </ObjectTable>
          )}
        </QueryRows>
      </Stack>
      {editing ? (
        <RoleFormModal
          role={editing.role}
          saving={save.isPending}
          error={save.error}
          onSave={(built) => save.mutate(built, { onSuccess: () => setEditing(null) })}
          onClose={() => setEditing(null)}
        />
      ) : null}
      <SqlConfirmDialog
        visible={deleting !== null}
        title={`Delete role ${deleting?.name ?? ''}`}
        description="A role that owns objects or holds privileges cannot be dropped; Postgres names what it still has."
        sql={deleting ? dropRole(deleting.name).sql : ''}
        confirmLabel="Delete role"
        variant="danger"
        loading={remove.isPending}
        error={remove.error}
        onConfirm={() => deleting && remove.mutate(dropRole(deleting.name), { onSuccess: () => setDeleting(null) })}
        onCancel={() => setDeleting(null)}
      />
    </>
  )
}
