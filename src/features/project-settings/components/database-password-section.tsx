import { Alert, Button, Group, Paper, PasswordInput, Stack, Text, Title } from '@mantine/core'
import { useState, type FormEvent } from 'react'
import { UnsavedChangesPrompt } from '@/components/unsaved-changes-prompt'
import { ConfirmDialog } from '@/components/confirm-dialog'
import { CopyButton } from '@/components/copy-button'
import {
  describeStrength,
  generatePassword,
  PASSWORD_TOO_LONG_HINT,
  PASSWORD_TOO_LONG_MESSAGE,
  PasswordStrengthMeter,
  usePasswordStrength,
} from '@/features/password'
import { toast } from '@/lib/notify'
import { useResetDatabasePassword } from '../api/database-credentials'

/** Reset the postgres user's password: the spec's strength meter, typed twice, confirmed before it is sent. */
export function DatabasePasswordSection({ projectRef }: { projectRef: string }) {
  const [password, setPassword] = useState('')
  const [repeat, setRepeat] = useState('')
  const [errors, setErrors] = useState<{ password?: string; repeat?: string }>({})
  const [confirming, setConfirming] = useState(false)
  // A generated password is shown (and copyable): the person must keep it somewhere before resetting.
  const [visible, setVisible] = useState(false)
  const generate = () => {
    const next = generatePassword()
    setPassword(next)
    setRepeat(next)
    setErrors({})
    setVisible(true)
  }
  const strength = usePasswordStrength(password)
  const reset = useResetDatabasePassword(projectRef)
  const acceptable = strength.strength ? describeStrength(strength.strength).acceptable : false

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const next: typeof errors = {}
    if (!password) next.password = 'Enter a new password.'
    else if (!strength.tooLong && !acceptable) next.password = 'Choose a stronger password.'
    if (password && repeat !== password) next.repeat = 'The passwords do not match.'
    setErrors(next)
    if (next.password || next.repeat || strength.tooLong) return
    setConfirming(true)
  }

  return (
    <Paper withBorder p="lg" component="form" aria-labelledby="db-password-title" onSubmit={submit} noValidate>
      <UnsavedChangesPrompt when={password !== '' || repeat !== ''} />
      <Stack gap="xs">
        <Title order={2} size="h4" id="db-password-title">
          Database password
        </Title>
        <Text size="sm" c="dimmed">
          The password of the postgres user. Apps and tools that connect with it need the new one afterwards.
        </Text>
        <Group align="flex-end" gap="xs" wrap="wrap">
          <PasswordInput
            label="New database password"
            value={password}
            onChange={(event) => setPassword(event.currentTarget.value)}
            error={strength.tooLong ? PASSWORD_TOO_LONG_MESSAGE : errors.password}
            autoComplete="new-password"
            visible={visible}
            onVisibilityChange={setVisible}
            required
            style={{ flex: 1, minWidth: 220 }}
          />
          <Button variant="default" onClick={generate}>
            Generate a password
          </Button>
          {password ? <CopyButton value={password} label="the typed password" /> : null}
        </Group>
        {strength.tooLong ? (
          <PasswordStrengthMeter strength={undefined} failure={PASSWORD_TOO_LONG_HINT} />
        ) : password ? (
          <PasswordStrengthMeter strength={strength.strength} failure={strength.failure} />
        ) : null}
        <PasswordInput
          label="Confirm the new password"
          value={repeat}
          onChange={(event) => setRepeat(event.currentTarget.value)}
          visible={visible}
          onVisibilityChange={setVisible}
          error={errors.repeat}
          autoComplete="new-password"
          required
        />
        {reset.isError ? (
          <Alert color="red" title="The password was not reset" role="alert">
            {reset.error.message}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button type="submit" loading={reset.isPending}>
            Reset password
          </Button>
        </Group>
      </Stack>
      <ConfirmDialog
        visible={confirming}
        title="Reset the database password?"
        variant="danger"
        confirmLabel="Reset password"
        loading={reset.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() =>
          reset.mutate(password, {
            onSuccess: () => {
              setConfirming(false)
              setPassword('')
              setRepeat('')
              setVisible(false)
              toast.success('The database password was reset.')
            },
            // The typed passwords stay in the form for another try.
            onError: () => setConfirming(false),
          })
        }
      >
        <Text size="sm">
          Connections that use the old password keep working until they reconnect; new ones must use the new password
          (update your apps, poolers and tools).
        </Text>
      </ConfirmDialog>
    </Paper>
  )
}
