import { Container, Paper, Select, Stack, Text, Title } from '@mantine/core'
import { useLocation, useRouter } from '@tanstack/react-router'
import { useState } from 'react'
import { ButtonLink } from '@/components/links'
import type { AppConfig } from '@/lib/config/config'
import { landingPath } from '../landing'
import { resolveReturnTo } from '../return-to'
import { TotpCodeForm } from './totp-code-form'

export const SIGN_IN_MFA_TITLE = 'Enter your authentication code'

interface Factor {
  id: string
  friendly_name?: string | null | undefined
}
const factorLabel = (factor: Factor, index: number) => factor.friendly_name || `Authenticator app ${index + 1}`

/** The second step of signing in (CONTRACT §14): the code of a verified factor, then where the person was going. */
export function SignInMfaPage({ config, factors }: { config: AppConfig; factors: readonly Factor[] }) {
  const searchStr = useLocation({ select: (location) => location.searchStr })
  const router = useRouter()
  const [factorId, setFactorId] = useState(factors[0]?.id ?? '')

  return (
    <Container size={420} py={80}>
      <Stack gap="lg">
        <div>
          <Title order={1}>{SIGN_IN_MFA_TITLE}</Title>
          <Text c="dimmed">
            Your account uses multi-factor authentication. Enter the 6-digit code your authenticator app shows now.
          </Text>
        </div>
        <Paper withBorder p="lg" radius="md">
          <Stack gap="md">
            {factors.length > 1 ? (
              <Select
                label="Authenticator app"
                data={factors.map((factor, index) => ({ value: factor.id, label: factorLabel(factor, index) }))}
                value={factorId}
                onChange={(value) => value && setFactorId(value)}
                allowDeselect={false}
              />
            ) : null}
            <TotpCodeForm
              key={factorId}
              factorId={factorId}
              submitLabel="Verify"
              onVerified={() =>
                void router.navigate({ href: resolveReturnTo(searchStr, landingPath(config)), replace: true })
              }
            />
          </Stack>
        </Paper>
        <Stack gap={4} align="center">
          <Text size="sm" c="dimmed">
            Not you, or no access to your authenticator app?
          </Text>
          <ButtonLink variant="subtle" to="/logout" preload={false}>
            Sign out
          </ButtonLink>
        </Stack>
      </Stack>
    </Container>
  )
}
