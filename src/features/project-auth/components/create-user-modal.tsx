import { Alert, Button, Checkbox, Group, Modal, PasswordInput, Stack, TextInput } from '@mantine/core'
import { useState } from 'react'
import { PASSWORD_TOO_LONG_HINT, PASSWORD_TOO_LONG_MESSAGE, PasswordStrengthMeter, usePasswordStrength } from '@/features/password'
import { useAuthAdmin } from '../api/auth-admin-mutations'
import { errorText } from './user-name'
import { emailError } from './validation'

/** Create a user with email and password; the spec's password meter applies (SPEC §5). */
export function CreateUserModal({ projectRef, onClose }: { projectRef: string; onClose: () => void }) {
  const { create } = useAuthAdmin(projectRef)
  const [email, setEmail] = useState('')
  const [password, setPassword] = useState('')
  const [autoConfirm, setAutoConfirm] = useState(true)
  const [touched, setTouched] = useState(false)
  const strength = usePasswordStrength(password)
  const invalidEmail = touched ? emailError(email) : undefined
  const passwordMissing = touched && !password ? 'Enter a password' : undefined

  function submit(event: React.FormEvent) {
    event.preventDefault()
    setTouched(true)
    if (emailError(email) || !password || strength.tooLong) return
    create.mutate({ email: email.trim(), password, email_confirm: autoConfirm }, { onSuccess: onClose })
  }

  return (
    <Modal opened onClose={onClose} title="Create a new user">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <TextInput label="Email address" value={email} onChange={(e) => setEmail(e.currentTarget.value)} error={invalidEmail} required autoComplete="off" data-autofocus />
          <PasswordInput
            label="User password"
            value={password}
            onChange={(e) => setPassword(e.currentTarget.value)}
            error={strength.tooLong ? PASSWORD_TOO_LONG_MESSAGE : passwordMissing}
            required
            autoComplete="new-password"
          />
          {strength.tooLong ? (
            <PasswordStrengthMeter strength={undefined} failure={PASSWORD_TOO_LONG_HINT} />
          ) : password ? (
            <PasswordStrengthMeter strength={strength.strength} failure={strength.failure} />
          ) : null}
          <Checkbox
            label="Auto confirm user"
            description="The user can sign in at once, without confirming the email address."
            checked={autoConfirm}
            onChange={(e) => setAutoConfirm(e.currentTarget.checked)}
          />
          {create.error ? (
            <Alert color="red" title="The user was not created">
              {errorText(create.error)}
            </Alert>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={create.isPending}>
              Create user
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  )
}
