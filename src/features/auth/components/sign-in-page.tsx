import { Button, Container, Divider, Paper, Stack, Text, Title } from '@mantine/core'
import { IconBrandGithub } from '@tabler/icons-react'
import { useQueryClient } from '@tanstack/react-query'
import { useLocation, useRouter } from '@tanstack/react-router'
import { useState } from 'react'
import type { AppConfig } from '@/lib/config/config'
import { toast } from '@/lib/notify'
import { withoutAuthErrorParams } from '../auth-redirect'
import { startGitHubSignIn } from '../github-sign-in'
import { landingPath } from '../landing'
import { resolveReturnTo } from '../return-to'
import { setSession, type Session } from '../session-store'
import { SignInForm } from './sign-in-form'

export function SignInPage({ config }: { config: AppConfig }) {
  const searchStr = useLocation({ select: (location) => withoutAuthErrorParams(location.searchStr) })
  const router = useRouter()
  const queryClient = useQueryClient()
  const [redirecting, setRedirecting] = useState(false)

  const onSignedIn = (session: Session) => {
    queryClient.clear()
    setSession(session)
    void router.navigate({ href: resolveReturnTo(searchStr, landingPath(config)), replace: true })
  }

  const continueWithGitHub = () => {
    setRedirecting(true)
    startGitHubSignIn({ authUrl: config.authUrl, mock: config.mock, searchStr }).catch((error: unknown) => {
      setRedirecting(false)
      toast.error(error instanceof Error ? error.message : String(error))
    })
  }

  return (
    <Container size={420} py={80}>
      <Stack gap="lg">
        <div>
          <Title order={1}>Sign in</Title>
          <Text c="dimmed">Sign in to your dashboard account</Text>
        </div>
        <Paper withBorder p="lg" radius="md">
          <Stack gap="md">
            <Button
              variant="default"
              leftSection={<IconBrandGithub size={18} aria-hidden />}
              loading={redirecting}
              onClick={continueWithGitHub}
              fullWidth
            >
              Continue with GitHub
            </Button>
            <Divider label="or" labelPosition="center" />
            <SignInForm
              supportEmail={config.supportEmail}
              showDemoCredentials={config.mock}
              disabled={redirecting}
              onSignedIn={onSignedIn}
            />
          </Stack>
        </Paper>
      </Stack>
    </Container>
  )
}
