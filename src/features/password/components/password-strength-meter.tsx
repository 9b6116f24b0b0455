import { Progress, Stack, Text } from '@mantine/core'
import { describeStrength, type PasswordStrength } from '../password-strength'

/** The meter of SPEC §5: a bar (10/30/50/80/100 %, red/yellow/green), the message and the requirement. */
export function PasswordStrengthMeter({
  strength,
  failure,
}: {
  strength: PasswordStrength | undefined
  failure?: string | undefined
}) {
  const described = strength ? describeStrength(strength) : undefined
  return (
    <Stack gap={4} aria-live="polite">
      {described ? (
        <>
          <Progress.Root
            size="sm"
            role="progressbar"
            aria-label="Password strength"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={described.width}
            aria-valuetext={described.message}
            data-color={described.color}
          >
            <Progress.Section
              value={described.width}
              color={described.color}
              withAria={false}
              data-testid="password-strength-bar"
            />
          </Progress.Root>
          <Text size="sm" data-testid="password-strength-message">
            {described.message}
          </Text>
          {described.requirement ? (
            <Text size="sm" c="red" data-testid="password-strength-requirement">
              {described.requirement}
            </Text>
          ) : null}
          {described.suggestions.length > 0 && !described.acceptable ? (
            <Text size="xs" c="dimmed">
              {described.suggestions.join(' ')}
            </Text>
          ) : null}
        </>
      ) : null}
      {failure ? (
        <Text size="sm" c="red" role="alert">
          {failure}
        </Text>
      ) : null}
    </Stack>
  )
}
