import { Alert, Button, Group } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { useState } from 'react'
import type { AuthUserDetail } from '@/features/database'
import { useAuthAdmin } from '../api/auth-admin-mutations'
import { BanUserModal } from './ban-user-modal'
import { DeleteUsersDialog } from './delete-users-dialog'
import { EditMetadataModal } from './edit-metadata-modal'
import { errorText } from './user-name'

type Open = 'ban' | 'metadata' | 'delete' | null

/** What can be done to one user from its panel. */
export function UserActions({ projectRef, user, onDeleted }: { projectRef: string; user: AuthUserDetail; onDeleted: () => void }) {
  const { sendEmail, update } = useAuthAdmin(projectRef)
  const [open, setOpen] = useState<Open>(null)
  const banned = Boolean(user.banned_until && new Date(user.banned_until) > new Date())
  const send = (action: 'magiclink' | 'recover') =>
    user.email &&
    sendEmail.mutate(
      { action, email: user.email },
      {
        onSuccess: () =>
          notifications.show({
            color: 'green',
            message: `${action === 'magiclink' ? 'Magic link' : 'Password recovery'} sent to ${user.email ?? ''}`,
          }),
      },
    )
  return (
    <>
      <Group gap="xs">
        {user.email ? (
          <>
            <Button size="xs" variant="default" loading={sendEmail.isPending && sendEmail.variables.action === 'magiclink'} onClick={() => send('magiclink')}>
              Send magic link
            </Button>
            <Button size="xs" variant="default" loading={sendEmail.isPending && sendEmail.variables.action === 'recover'} onClick={() => send('recover')}>
              Send password recovery
            </Button>
          </>
        ) : null}
        {banned ? (
          <Button size="xs" variant="default" loading={update.isPending} onClick={() => update.mutate({ id: user.id, ban_duration: 'none' })}>
            Unban user
          </Button>
        ) : (
          <Button size="xs" variant="default" onClick={() => (update.reset(), setOpen('ban'))}>
            Ban user
          </Button>
        )}
        <Button size="xs" variant="default" onClick={() => (update.reset(), setOpen('metadata'))}>
          Edit user metadata
        </Button>
        <Button size="xs" color="red" variant="light" onClick={() => setOpen('delete')}>
          Delete user
        </Button>
      </Group>
      {sendEmail.error ? (
        <Alert color="red" title="The email was not sent">
          {errorText(sendEmail.error)}
        </Alert>
      ) : null}
      {update.error && open === null ? (
        <Alert color="red" title="The user was not changed">
          {errorText(update.error)}
        </Alert>
      ) : null}
      {open === 'ban' ? <BanUserModal projectRef={projectRef} user={user} onClose={() => setOpen(null)} /> : null}
      {open === 'metadata' ? <EditMetadataModal projectRef={projectRef} user={user} onClose={() => setOpen(null)} /> : null}
      <DeleteUsersDialog
        projectRef={projectRef}
        users={open === 'delete' ? [user] : []}
        onDone={() => (setOpen(null), onDeleted())}
        onCancel={() => setOpen(null)}
      />
    </>
  )
}
