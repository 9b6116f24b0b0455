import { Alert, Button, Code, Container, List, Stack, Text, Title } from '@mantine/core'
import { getConfig } from '@/lib/config/config'
import type { ApiUnreachableError } from '@/lib/http/unreachable'

export const API_UNREACHABLE_TITLE = 'The dashboard cannot reach its API'

const reload = () => window.location.reload()

/**
 * Full-page screen when the platform API gave no answer at all (issue 12, item 5): it names the URL
 * it tried and what to check, instead of the crash screen.
 */
export function ApiUnreachableScreen({ error }: { error: ApiUnreachableError }) {
  const { platform } = getConfig()
  return (
    <Container size="sm" py={80}>
      <Stack gap="lg">
        <Title order={1} size="h2">
          {API_UNREACHABLE_TITLE}
        </Title>
        <Alert color="red" title="No answer from the platform API" role="alert">
          <Text size="sm">
            The dashboard tried <Code>{error.url}</Code> and got{' '}
            {error.code ? `only a proxy's error (HTTP ${error.code})` : 'no answer'}: the address is wrong, the service
            is down, or something between this browser and the service blocks the request.
          </Text>
        </Alert>
        <Stack gap="xs">
          <Text fw={600}>What to check</Text>
          <List spacing={6} size="sm">
            <List.Item>
              That <Code>apiUrl</Code> in <Code>/dashboard/config.json</Code> is the platform API&apos;s address as this
              browser sees it.
            </List.Item>
            {platform ? null : (
              <List.Item>
                Self-hosted: that the dashboard&apos;s gateway (the image&apos;s nginx) is running, and that{' '}
                <Code>DASHBOARD_API_URL</Code> is the address you open the dashboard on followed by{' '}
                <Code>/platform</Code>.
              </List.Item>
            )}
            <List.Item>That the service answers at that address, from this network (VPN, proxy, firewall).</List.Item>
            <List.Item>That no browser extension, such as an ad blocker, blocks the request.</List.Item>
          </List>
        </Stack>
        <div>
          <Button onClick={reload}>Try again</Button>
        </div>
      </Stack>
    </Container>
  )
}
