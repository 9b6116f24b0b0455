import { Alert, Button, Group, Modal, Stack, TextInput } from '@mantine/core'
import { useState, type FormEvent } from 'react'
import { dialogWidth } from '@/components/dialog-sizes'

/** Asks for a name or path (create folder, rename / move), validated before anything is sent. */
export function NameModal({
  title,
  label,
  initial,
  submitLabel,
  validate,
  saving,
  serverError,
  onClose,
  onSubmit,
}: {
  title: string
  label: string
  initial: string
  submitLabel: string
  validate: (value: string) => string | null
  saving: boolean
  serverError?: string | undefined
  onClose: () => void
  onSubmit: (value: string) => void
}) {
  const [value, setValue] = useState(initial)
  const [touched, setTouched] = useState(false)
  const error = validate(value)
  const submit = (event: FormEvent) => {
    event.preventDefault()
    setTouched(true)
    if (!error) onSubmit(value)
  }
  return (
    <Modal opened onClose={onClose} title={title} size={dialogWidth('small')}>
      <form onSubmit={submit} noValidate>
        <Stack>
          <TextInput
            label={label}
            value={value}
            onChange={(e) => setValue(e.currentTarget.value)}
            error={touched ? error : null}
            data-autofocus
          />
          {serverError ? <Alert color="red">{serverError}</Alert> : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={saving}>
              Cancel
            </Button>
            <Button type="submit" loading={saving}>
              {submitLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  )
}
