import { Alert, List, Text } from '@mantine/core'
import { ConfirmDialog } from '@/components/confirm-dialog'
import type { AuthUserRow } from '@/features/database'
import { useAuthAdmin } from '../api/auth-admin-mutations'
import { errorText, userName } from './user-name'

/** Deletes one or several users after confirmation; shown while `users` is not empty. */
export function DeleteUsersDialog({
  projectRef,
  users,
  onDone,
  onCancel,
}: {
  projectRef: string
  users: Pick<AuthUserRow, 'id' | 'email' | 'phone' | 'is_anonymous'>[]
  onDone: () => void
  onCancel: () => void
}) {
  const { remove } = useAuthAdmin(projectRef)
  const many = users.length > 1
  return (
    <ConfirmDialog
      visible={users.length > 0}
      title={many ? `Delete ${users.length} users` : `Delete user ${users[0] ? userName(users[0]) : ''}`}
      variant="danger"
      confirmLabel={many ? `Delete ${users.length} users` : 'Delete user'}
      loading={remove.isPending}
      // The panel that holds this dialog may unmount when the user disappears: the promise still settles.
      onConfirm={() => void remove.mutateAsync(users.map((user) => user.id)).then(onDone, () => undefined)}
      onCancel={() => (remove.reset(), onCancel())}
    >
      <Text size="sm">
        {many ? 'These users lose' : 'This user loses'} access to your app at once, with their sessions and MFA factors. This cannot be undone.
      </Text>
      {many ? (
        <List size="sm" mt="xs" mah={160} style={{ overflow: 'auto' }}>
          {users.map((user) => (
            <List.Item key={user.id}>{userName(user)}</List.Item>
          ))}
        </List>
      ) : null}
      {remove.error ? (
        <Alert color="red" mt="sm" title="Not every user was deleted">
          {errorText(remove.error)}
        </Alert>
      ) : null}
    </ConfirmDialog>
  )
}
