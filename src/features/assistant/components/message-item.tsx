import { Loader, Paper, Stack, Text, Typography } from '@mantine/core'
import { SafeMarkdown } from '@/lib/safe/safe-markdown'
import type { Message } from '../model/schemas'
import { SqlSnippet } from './sql-snippet'

/** One message: the user's text as typed, the assistant's as safe markdown with its SQL snippets. */
export function MessageItem({ chatId, message, streaming }: { chatId: string; message: Message; streaming: boolean }) {
  if (message.role === 'user') {
    return (
      <Paper bg="var(--mantine-color-default-hover)" p="xs" radius="md" ml="xl" aria-label="Your message">
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {message.parts.map((part) => (part.type === 'text' ? part.text : part.sql)).join('\n\n')}
        </Text>
      </Paper>
    )
  }
  return (
    <Stack gap="xs" aria-label="Assistant reply" aria-busy={streaming || undefined}>
      {message.parts.length === 0 && streaming ? (
        <Loader size="xs" type="dots" aria-label="The assistant is writing" />
      ) : null}
      {message.parts.map((part, index) =>
        part.type === 'text' ? (
          <Typography key={index} fz="sm" style={{ overflowWrap: 'anywhere' }}>
            <SafeMarkdown>{part.text}</SafeMarkdown>
          </Typography>
        ) : (
          <SqlSnippet
            key={part.id}
            chatId={chatId}
            messageId={message.id}
            snippetId={part.id}
            sql={part.sql}
            result={message.results[part.id]}
          />
        ),
      )}
    </Stack>
  )
}
