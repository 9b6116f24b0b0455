import { Button, Group, Menu, Stack, Text } from '@mantine/core'
import { AnchorLink } from '@/components/links'
import { IconChevronDown, IconTrash } from '@tabler/icons-react'
import { useInfiniteQuery, useQuery } from '@tanstack/react-query'
import { useMemo, useState } from 'react'
import { PageHeader } from '@/components/page-header'
import { QueryError } from '@/features/database'
import { useProjectConnection } from '@/features/database-objects/api/run-built-sql'
import { authUsersMatchesQueryOptions, authUsersQueryOptions, authUsersStatusQueryOptions, authUsersTotalQueryOptions, type UsersListParams } from '../api/auth-users-query'
import { CreateUserModal } from './create-user-modal'
import { DeleteUsersDialog } from './delete-users-dialog'
import { SendEmailModal } from './send-email-modal'
import { UserPanel } from './user-panel'
import { UsersList } from './users-list'
import { UsersToolbar } from './users-toolbar'

type Dialog = 'create' | 'invite' | 'delete' | null

/** The project's end users (CONTRACT §11), read from auth.users; actions through the auth admin calls. */
export function UsersPage({
  projectRef,
  view,
  onView,
  selectedUser,
  onSelectUser,
}: {
  projectRef: string
  view: UsersListParams
  onView: (next: UsersListParams) => void
  selectedUser: string | undefined
  onSelectUser: (id: string | undefined) => void
}) {
  const connection = useProjectConnection(projectRef)
  const status = useQuery(authUsersStatusQueryOptions(connection))
  const available = status.data === true
  const users = useInfiniteQuery({ ...authUsersQueryOptions(connection, view), enabled: available })
  const total = useQuery({ ...authUsersTotalQueryOptions(connection), enabled: available })
  const searching = view.search !== '' || view.filter !== 'all'
  const matches = useQuery({ ...authUsersMatchesQueryOptions(connection, view), enabled: available && searching })
  const rows = useMemo(() => users.data?.pages.flat() ?? [], [users.data])
  const [selected, setSelected] = useState<Set<string>>(new Set())
  const [dialog, setDialog] = useState<Dialog>(null)
  const toggle = (id: string) =>
    setSelected((prev) => {
      const next = new Set(prev)
      if (!next.delete(id)) next.add(id)
      return next
    })

  return (
    <>
      <PageHeader
        title="Users"
        description={
          <>
            The people who sign in to your app. Who may read which rows is set by{' '}
            {/* Underlined: in dimmed text its colour alone does not set it apart (axe link-in-text-block, dark theme). */}
            <AnchorLink to="/project/$ref/database/policies" params={{ ref: projectRef }} search={{ schema: 'auth' }} underline="always">
              the policies on your tables
            </AnchorLink>
            .
          </>
        }
        actions={
          available ? (
            <Menu position="bottom-end">
              <Menu.Target>
                <Button rightSection={<IconChevronDown size={14} />}>Add user</Button>
              </Menu.Target>
              <Menu.Dropdown>
                <Menu.Item onClick={() => setDialog('create')}>Create new user</Menu.Item>
                <Menu.Item onClick={() => setDialog('invite')}>Send invitation</Menu.Item>
              </Menu.Dropdown>
            </Menu>
          ) : null
        }
      />
      <Stack gap="md">
        {status.error ? <QueryError title="Could not read the users" error={status.error} /> : null}
        {status.data === false ? (
          <Text>This database has no auth.users table: the auth service creates it when it first starts.</Text>
        ) : null}
        {available ? (
          <>
            <UsersToolbar view={view} onView={(next) => (setSelected(new Set()), onView(next))} total={total.data} matches={searching ? (matches.data ?? null) : undefined} />
            {selected.size > 0 ? (
              <Group gap="sm">
                <Text size="sm">{selected.size} selected</Text>
                <Button size="xs" color="red" variant="light" leftSection={<IconTrash size={14} />} onClick={() => setDialog('delete')}>
                  Delete {selected.size} {selected.size === 1 ? 'user' : 'users'}
                </Button>
                <Button size="xs" variant="subtle" onClick={() => setSelected(new Set())}>
                  Clear selection
                </Button>
              </Group>
            ) : null}
            {users.error ? <QueryError title="Could not read the users" error={users.error} /> : null}
            {users.isPending ? <Text c="dimmed">Loading users…</Text> : null}
            {users.data && rows.length === 0 ? (
              <Text c="dimmed">{view.search || view.filter !== 'all' ? 'No users match this search.' : 'No users yet.'}</Text>
            ) : null}
            {rows.length > 0 ? (
              <UsersList
                users={rows}
                selectedIds={selected}
                onToggle={toggle}
                onOpen={onSelectUser}
                hasMore={users.hasNextPage}
                loadingMore={users.isFetchingNextPage}
                onLoadMore={() => void users.fetchNextPage()}
              />
            ) : null}
          </>
        ) : null}
      </Stack>
      {dialog === 'create' ? <CreateUserModal projectRef={projectRef} onClose={() => setDialog(null)} /> : null}
      {dialog === 'invite' ? <SendEmailModal projectRef={projectRef} action="invite" onClose={() => setDialog(null)} /> : null}
      <DeleteUsersDialog
        projectRef={projectRef}
        users={dialog === 'delete' ? rows.filter((user) => selected.has(user.id)) : []}
        onDone={() => (setDialog(null), setSelected(new Set()))}
        onCancel={() => setDialog(null)}
      />
      {selectedUser ? (
        <UserPanel connection={connection} userId={selectedUser} onClose={() => onSelectUser(undefined)} />
      ) : null}
    </>
  )
}
