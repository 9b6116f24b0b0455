import { Alert, Button, Group, Modal, Stack, Textarea } from '@mantine/core'
import { useState } from 'react'
import type { AuthUserDetail } from '@/features/database'
import { useAuthAdmin } from '../api/auth-admin-mutations'
import { errorText } from './user-name'
import { parseMetadata } from './validation'

/** Edits raw_user_meta_data as JSON; it is checked before anything is sent, and kept when the call fails. */
export function EditMetadataModal({ projectRef, user, onClose }: { projectRef: string; user: AuthUserDetail; onClose: () => void }) {
  const { update } = useAuthAdmin(projectRef)
  const [text, setText] = useState(() => JSON.stringify(user.raw_user_meta_data ?? {}, null, 2))
  const [error, setError] = useState<string>()
  function save() {
    const parsed = parseMetadata(text)
    if (!parsed.ok) return setError(parsed.error)
    setError(undefined)
    update.mutate({ id: user.id, user_metadata: parsed.value }, { onSuccess: onClose })
  }
  return (
    <Modal opened onClose={onClose} title="Edit user metadata" size="lg">
      <Stack gap="sm">
        <Textarea
          label="User metadata (JSON)"
          value={text}
          onChange={(event) => (setText(event.currentTarget.value), setError(undefined))}
          error={error}
          autosize
          minRows={6}
          maxRows={18}
          spellCheck={false}
          styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
        />
        {update.error ? (
          <Alert color="red" title="The metadata was not saved">
            {errorText(update.error)}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button loading={update.isPending} onClick={save}>
            Save metadata
          </Button>
        </Group>
      </Stack>
    </Modal>
  )
}
