import { Alert, Code, Text } from '@mantine/core'
import { toPgMetaError } from '../api/pg-meta-error'

/**
 * A failed pg-meta query as the user reads it (CONTRACT §7): Postgres's own text with its LINE and
 * caret as is, in monospace (wrapped in a dialog, which has no room to scroll sideways); otherwise the clear message for the status (408, 503, 504) or the
 * server's message.
 */
export function QueryError({ error, title = 'The query failed', wrap = false }: { error: unknown; title?: string; wrap?: boolean }) {
  const failure = toPgMetaError(error)
  return (
    <Alert color="red" variant="light" title={title}>
      {failure.formattedError ? (
        <Code block style={wrap ? { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' } : { whiteSpace: 'pre', overflowX: 'auto' }}>
          {failure.formattedError}
        </Code>
      ) : (
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {failure.message}
        </Text>
      )}
    </Alert>
  )
}
