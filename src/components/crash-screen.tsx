import { Alert, Anchor, Code, Container, Group, List, Stack, Text, Title } from '@mantine/core'
import { useRouter, useRouterState, type ErrorComponentProps } from '@tanstack/react-router'
import { lazy, Suspense, useState } from 'react'
import { isApiUnreachable } from '@/lib/http/unreachable'
import { ApiUnreachableScreen } from './api-unreachable-screen'
// Loaded with the crash, not with the first screen (the entry carries this screen as the app's error boundary).
const CopyButton = lazy(() => import('./copy-button').then((module) => ({ default: module.CopyButton })))
import { AnchorLink, ButtonLink } from './links'
import {
  crashErrorText,
  crashSupportSearch,
  DOM_MUTATION_INFO_URL,
  isDomMutationError,
  reportCrash,
} from './crash-report'

const reload = () => window.location.reload()

function clearStorageAndReload() {
  localStorage.clear()
  sessionStorage.clear()
  reload()
}

/** The router's root error screen (SPEC §2 Crash screen); an unreachable API has its own screen. */
export function CrashScreen(props: ErrorComponentProps) {
  return isApiUnreachable(props.error) ? (
    <ApiUnreachableScreen error={props.error} />
  ) : (
    <UnexpectedErrorScreen {...props} />
  )
}

function UnexpectedErrorScreen({ error }: ErrorComponentProps) {
  const router = useRouter()
  const pathname = useRouterState({ select: (state) => state.location.pathname })
  const [sid] = useState(() => reportCrash(error, pathname))
  const text = crashErrorText(error)
  const supportHref = `${router.basepath.replace(/\/$/, '')}/support/new?${crashSupportSearch({ error, pathname, sid })}`

  return (
    <Container size="sm" py={80}>
      <Stack gap="lg">
        <Title order={1} size="h2">
          Sorry! An unexpected error occurred.
        </Title>
        {isDomMutationError(error) ? (
          <Alert color="yellow" title="A browser extension or translation tool may have caused this">
            <Text size="sm">
              Translation tools (such as your browser&apos;s built-in page translation) and some browser extensions
              change the page in ways the dashboard cannot recover from. Turn them off for this site, then{' '}
              <Anchor component="button" type="button" size="sm" onClick={reload}>
                refresh the page
              </Anchor>
              .
            </Text>
            <Group gap="md" mt="xs">
              <Anchor href={DOM_MUTATION_INFO_URL} target="_blank" rel="noopener noreferrer" size="sm">
                More information
              </Anchor>
              <Anchor href={supportHref} size="sm">
                Still stuck?
              </Anchor>
            </Group>
          </Alert>
        ) : null}
        <Stack gap={6}>
          <Group justify="space-between">
            <Text fw={600}>Error</Text>
            <Suspense fallback={null}>
              <CopyButton value={text} text="Copy error" size="xs" />
            </Suspense>
          </Group>
          <Code block data-testid="crash-error-message">
            {text}
          </Code>
        </Stack>
        <div>
          <ButtonLink to="/" reloadDocument>
            Return to dashboard
          </ButtonLink>
        </div>
        <Stack gap="xs">
          <Text fw={600}>If the problem persists, try these steps:</Text>
          <List spacing={6} size="sm">
            <List.Item>
              <Anchor component="button" type="button" size="sm" onClick={reload}>
                Refresh the page
              </Anchor>
            </List.Item>
            <List.Item>
              <AnchorLink to="/logout" reloadDocument size="sm">
                Sign out and sign back in
              </AnchorLink>
            </List.Item>
            <List.Item>
              <Anchor component="button" type="button" size="sm" onClick={clearStorageAndReload}>
                Clear local and session storage and reload
              </Anchor>
            </List.Item>
            <List.Item>Disable browser extensions, such as ad blockers and translation tools, for this site</List.Item>
            <List.Item>
              <Anchor href={supportHref} size="sm">
                Contact support
              </Anchor>
            </List.Item>
          </List>
        </Stack>
      </Stack>
    </Container>
  )
}
