import { Alert, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { useState } from 'react'
import { useAuthAdmin, type EmailAction } from '../api/auth-admin-mutations'
import { errorText } from './user-name'
import { emailError } from './validation'

const TEXTS: Record<EmailAction, { title: string; button: string; done: (email: string) => string }> = {
  invite: { title: 'Invite a user', button: 'Send invitation', done: (email) => `Invitation sent to ${email}` },
  magiclink: { title: 'Send a magic link', button: 'Send magic link', done: (email) => `Magic link sent to ${email}` },
  recover: { title: 'Send a password recovery', button: 'Send password recovery', done: (email) => `Password recovery sent to ${email}` },
}

/** Invite a new user by email (the address typed here is kept when the call fails). */
export function SendEmailModal({ projectRef, action, onClose }: { projectRef: string; action: EmailAction; onClose: () => void }) {
  const { sendEmail } = useAuthAdmin(projectRef)
  const [email, setEmail] = useState('')
  const [touched, setTouched] = useState(false)
  const texts = TEXTS[action]
  const invalid = touched ? emailError(email) : undefined

  function submit(event: React.FormEvent) {
    event.preventDefault()
    setTouched(true)
    if (emailError(email)) return
    const address = email.trim()
    sendEmail.mutate(
      { action, email: address },
      { onSuccess: () => (notifications.show({ color: 'green', message: texts.done(address) }), onClose()) },
    )
  }

  return (
    <Modal opened onClose={onClose} title={texts.title}>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            The user gets an email with a link to set a password and sign in.
          </Text>
          <TextInput label="Email address" value={email} onChange={(e) => setEmail(e.currentTarget.value)} error={invalid} required data-autofocus />
          {sendEmail.error ? (
            <Alert color="red" title="The email was not sent">
              {errorText(sendEmail.error)}
            </Alert>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={sendEmail.isPending}>
              {texts.button}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  )
}
