import { Alert, Button, Code, Stack, Text } from '@mantine/core'

// The mock's demo account (CONTRACT §1: a demo sign-in is shown on the sign-in page in mock mode).
export const DEMO_CREDENTIALS = { email: 'demo@example.com', password: 'demo-password-123' } as const

export function DemoCredentials({ onUse }: { onUse: (credentials: typeof DEMO_CREDENTIALS) => void }) {
  return (
    <Alert color="blue" title="Demo account" aria-label="Demo account">
      <Stack gap={6} align="flex-start">
        <Text size="sm">
          Email <Code>{DEMO_CREDENTIALS.email}</Code>
        </Text>
        <Text size="sm">
          Password <Code>{DEMO_CREDENTIALS.password}</Code>
        </Text>
        <Button size="xs" variant="light" onClick={() => onUse(DEMO_CREDENTIALS)}>
          Use demo account
        </Button>
      </Stack>
    </Alert>
  )
}
