import { Button, Group, Stack, TextInput } from '@mantine/core'
import { useState, type FormEvent, type ReactNode } from 'react'
import { useVerifyFactorMutation } from '../api/factor-verify-mutation'
import { codeErrorMessage, parseTotpCode } from '../mfa-code'
import type { Session } from '../session-store'

const CODE_FIELD_LABEL = 'Authentication code'

interface Props {
  factorId: string
  submitLabel: string
  onVerified: (session: Session) => void
  /** Beside the submit button (cancel, sign out). */
  actions?: ReactNode
  description?: ReactNode
}

/**
 * The 6-digit code of an authenticator app: challenge + verify (CONTRACT §14). A wrong or expired code
 * says so and keeps what was typed for another try; spaces are ignored, letters refused before sending.
 */
export function TotpCodeForm({ factorId, submitLabel, onVerified, actions, description }: Props) {
  const verify = useVerifyFactorMutation()
  const [value, setValue] = useState('')
  const [error, setError] = useState<string>()

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const parsed = parseTotpCode(value)
    if ('error' in parsed) return setError(parsed.error)
    setError(undefined)
    verify.mutate(
      { factorId, code: parsed.code },
      { onSuccess: onVerified, onError: (failure) => setError(codeErrorMessage(failure)) },
    )
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <TextInput
          label={CODE_FIELD_LABEL}
          description={description}
          value={value}
          onChange={(event) => setValue(event.currentTarget.value)}
          error={error}
          inputMode="numeric"
          autoComplete="one-time-code"
          placeholder="123456"
          maxLength={12}
          data-autofocus
          required
        />
        <Group justify="flex-end" gap="xs">
          {actions}
          <Button type="submit" loading={verify.isPending}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  )
}
