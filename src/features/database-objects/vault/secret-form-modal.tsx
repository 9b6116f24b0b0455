import { Button, Group, Modal, PasswordInput, Stack, TextInput } from '@mantine/core'
import { useState } from 'react'
import type { VaultSecret } from '@/features/database'
import { QueryError } from '@/features/database'

export interface SecretFormValues {
  name: string
  description: string
  /** The new value; empty when editing keeps the stored one. */
  secret: string
}

/** Create or edit a secret. Editing leaves the value as it is unless a new one is typed. */
export function SecretFormModal({
  opened,
  secret,
  saving,
  error,
  onSave,
  onClose,
}: {
  opened: boolean
  secret: VaultSecret | null
  saving: boolean
  error: unknown
  onSave: (values: SecretFormValues) => void
  onClose: () => void
}) {
  const editing = secret !== null
  const [values, setValues] = useState<SecretFormValues>({
    name: secret?.name ?? '',
    description: secret?.description ?? '',
    secret: '',
  })
  const [submitted, setSubmitted] = useState(false)
  const nameError = submitted && !values.name.trim() ? 'Enter a name' : undefined
  const secretError = submitted && !editing && !values.secret ? 'Enter the secret value' : undefined

  return (
    <Modal closeButtonProps={{ 'aria-label': 'Close' }} opened={opened} onClose={() => !saving && onClose()} title={editing ? 'Edit secret' : 'Add new secret'} centered>
      <form
        onSubmit={(event) => {
          event.preventDefault()
          setSubmitted(true)
          if (!values.name.trim() || (!editing && !values.secret)) return
          onSave({ ...values, name: values.name.trim() })
        }}
      >
        <Stack gap="sm">
          <TextInput label="Name" withAsterisk value={values.name} error={nameError} onChange={(e) => setValues({ ...values, name: e.currentTarget.value })} />
          <TextInput label="Description" value={values.description} onChange={(e) => setValues({ ...values, description: e.currentTarget.value })} />
          <PasswordInput
            label={editing ? 'New secret value' : 'Secret value'}
            description={editing ? 'Leave empty to keep the current value.' : undefined}
            withAsterisk={!editing}
            value={values.secret}
            error={secretError}
            onChange={(e) => setValues({ ...values, secret: e.currentTarget.value })}
          />
          {error ? <QueryError title="The secret was not saved" error={error} /> : null}
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={onClose} disabled={saving}>
              Cancel
            </Button>
            <Button type="submit" loading={saving}>
              {editing ? 'Save secret' : 'Add secret'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  )
}
