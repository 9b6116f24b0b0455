import { Alert, Button, Group, Modal, Select, Stack, TextInput } from '@mantine/core'
import { format, addDays } from 'date-fns'
import { useState, type FormEvent } from 'react'
import { dialogWidth } from '@/components/dialog-sizes'
import { useAccessTokenCreateMutation } from '../api/access-token-create-mutation'
import { EXPIRY_OPTIONS, expiryOf, type ExpiryChoice } from '../token-expiry'
import { CopyValue } from './copy-value'

export const TOKEN_SHOWN_ONCE_MESSAGE = 'Copy this token now: it is shown this once and never again.'
const NAME_MAX = 100

/** Creates a personal access token and shows it once; closing drops it from memory (CONTRACT §14). */
export function CreateTokenDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const create = useAccessTokenCreateMutation()
  const [name, setName] = useState('')
  const [choice, setChoice] = useState<ExpiryChoice>('30d')
  const [date, setDate] = useState('')
  const [errors, setErrors] = useState<{ name?: string; date?: string }>({})

  const close = () => {
    create.reset()
    setName('')
    setChoice('30d')
    setDate('')
    setErrors({})
    onClose()
  }
  const submit = (event: FormEvent) => {
    event.preventDefault()
    const next: typeof errors = {}
    if (!name.trim()) next.name = 'Enter a name, so you know later what the token is for.'
    else if (name.trim().length > NAME_MAX) next.name = `A name has at most ${NAME_MAX} characters.`
    const expiry = expiryOf(choice, date)
    if ('error' in expiry) next.date = expiry.error
    setErrors(next)
    if (next.name || next.date || 'error' in expiry) return
    create.mutate({ name: name.trim(), expires_at: expiry.expires_at })
  }

  const created = create.data
  return (
    <Modal opened={opened} onClose={close} title={created ? 'Your new access token' : 'Generate an access token'} closeButtonProps={{ 'aria-label': 'Close dialog' }} centered size={dialogWidth('medium')}>
      {created ? (
        <Stack gap="md">
          <Alert color="yellow">{TOKEN_SHOWN_ONCE_MESSAGE}</Alert>
          <CopyValue value={created.token} label="Access token" />
          <Group justify="flex-end">
            <Button onClick={close}>Done</Button>
          </Group>
        </Stack>
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <TextInput label="Name" description="What the token is for, e.g. CI deploys." value={name} onChange={(e) => setName(e.currentTarget.value)} error={errors.name} required data-autofocus />
            <Select
              label="Expires in"
              data={EXPIRY_OPTIONS.map((option) => ({ ...option }))}
              value={choice}
              onChange={(value) => value && setChoice(value as ExpiryChoice)}
              allowDeselect={false}
            />
            {choice === 'date' ? (
              <TextInput
                type="date"
                label="Expiry date"
                value={date}
                min={format(addDays(new Date(), 1), 'yyyy-MM-dd')}
                onChange={(e) => setDate(e.currentTarget.value)}
                error={errors.date}
                required
              />
            ) : null}
            {create.isError ? (
              <Alert color="red" title="The token was not created">
                {create.error.message}
              </Alert>
            ) : null}
            <Group justify="flex-end" gap="xs">
              <Button variant="default" onClick={close}>
                Cancel
              </Button>
              <Button type="submit" loading={create.isPending}>
                Generate token
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  )
}
