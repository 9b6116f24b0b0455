import { Alert, Button, Group, Modal, Select, Stack, Text } from '@mantine/core'
import { useState } from 'react'
import type { AuthUserDetail } from '@/features/database'
import { useAuthAdmin } from '../api/auth-admin-mutations'
import { errorText, userName } from './user-name'

/** GoTrue's ban durations (Go duration strings). */
const BAN_DURATIONS = [
  { value: '1h', label: '1 hour' },
  { value: '24h', label: '24 hours' },
  { value: '168h', label: '7 days' },
  { value: '720h', label: '30 days' },
  { value: '876000h', label: 'Indefinitely (100 years)' },
]

export function BanUserModal({ projectRef, user, onClose }: { projectRef: string; user: AuthUserDetail; onClose: () => void }) {
  const { update } = useAuthAdmin(projectRef)
  const [duration, setDuration] = useState('24h')
  return (
    <Modal opened onClose={onClose} title={`Ban ${userName(user)}`}>
      <Stack gap="sm">
        <Text size="sm">A banned user cannot sign in or refresh a session until the ban ends.</Text>
        <Select label="Ban duration" data={BAN_DURATIONS} value={duration} onChange={(value) => value && setDuration(value)} allowDeselect={false} />
        {update.error ? (
          <Alert color="red" title="The user was not banned">
            {errorText(update.error)}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button color="red" loading={update.isPending} onClick={() => update.mutate({ id: user.id, ban_duration: duration }, { onSuccess: onClose })}>
            Ban user
          </Button>
        </Group>
      </Stack>
    </Modal>
  )
}
