import { Alert, Code, Container, Stack, Text, Title } from '@mantine/core'
import { MantineProvider } from '@mantine/core'

/** Full-page error when config.json is missing or invalid (CONTRACT §2); never a blank page. */
export function ConfigErrorScreen({ message }: { message: string }) {
  return (
    <MantineProvider defaultColorScheme="auto">
      <Container size="sm" py={80}>
        <Stack>
          <Title order={1}>The dashboard is not configured correctly</Title>
          <Alert color="red" title="Configuration error" role="alert">
            <Text>{message}</Text>
          </Alert>
          <Text c="dimmed">
            The dashboard reads its settings from <Code>/dashboard/config.json</Code> beside index.html. Check that
            the file exists and holds valid JSON with the keys described in the README, then reload the page.
          </Text>
        </Stack>
      </Container>
    </MantineProvider>
  )
}
