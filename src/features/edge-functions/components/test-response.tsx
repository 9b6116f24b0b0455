import { Badge, Code, Group, Stack, Table, Text, Title } from '@mantine/core'
import type { InvocationResult } from '../api/invoke-function'
import { prettyBody } from '../test-request'

/** The function's answer: status (word and colour), duration, headers and body. */
export function TestResponse({ result }: { result: InvocationResult }) {
  const ok = result.status < 400
  return (
    <Stack gap="xs" aria-label="Response" role="region">
      <Title order={3} size="h5">
        Response
      </Title>
      <Group gap="sm">
        <Badge color={ok ? 'green' : 'red'} variant="light" size="lg" data-testid="response-status">
          {result.status} {result.statusText || (ok ? 'OK' : 'Error')}
        </Badge>
        <Text size="sm" c="dimmed" data-testid="response-duration">
          {result.durationMs} ms
        </Text>
      </Group>
      <Table withTableBorder aria-label="Response headers" fz="xs">
        <Table.Tbody>
          {result.headers.map(([name, value]) => (
            <Table.Tr key={name}>
              <Table.Th>{name}</Table.Th>
              <Table.Td style={{ wordBreak: 'break-all' }}>{value}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Code block aria-label="Response body" style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
        {prettyBody(result.body) || '(empty body)'}
      </Code>
    </Stack>
  )
}
