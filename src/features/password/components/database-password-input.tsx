import { Button, Group, PasswordInput, Stack } from '@mantine/core'
import { generatePassword } from '../password-strength'
import { usePasswordStrength } from '../use-password-strength'
import { PasswordStrengthMeter } from './password-strength-meter'
import { PASSWORD_TOO_LONG_HINT, PASSWORD_TOO_LONG_MESSAGE } from '../password-length'

export type PasswordState = ReturnType<typeof usePasswordStrength>

interface Props {
  value: string
  onChange: (value: string) => void
  /** Told whenever the strength verdict changes, so the form can block a weak password. */
  state: PasswordState
  error?: string | undefined
}

/** Database password with a generator and the strength meter (SPEC §5). */
export function DatabasePasswordInput({ value, onChange, state, error }: Props) {
  return (
    <Stack gap="xs">
      <Group align="flex-end" gap="xs" wrap="nowrap">
        <PasswordInput
          label="Database password"
          description="The password of the postgres user of your new database. Keep it somewhere safe."
          value={value}
          onChange={(event) => onChange(event.currentTarget.value)}
          error={state.tooLong ? PASSWORD_TOO_LONG_MESSAGE : error}
          autoComplete="new-password"
          required
          style={{ flex: 1 }}
        />
        <Button variant="default" onClick={() => onChange(generatePassword())}>
          Generate a password
        </Button>
      </Group>
      {state.tooLong ? (
        <PasswordStrengthMeter strength={undefined} failure={PASSWORD_TOO_LONG_HINT} />
      ) : value ? (
        <PasswordStrengthMeter strength={state.strength} failure={state.failure} />
      ) : null}
    </Stack>
  )
}
