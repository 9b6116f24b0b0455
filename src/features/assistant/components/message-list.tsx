import { Alert, Button, Group, ScrollArea, Stack, Text, Title } from '@mantine/core'
import { IconRefresh } from '@tabler/icons-react'
import { useEffect, useRef } from 'react'
import { useAssistant, useAssistantContext } from './assistant-context'
import { MessageItem } from './message-item'

export const SUGGESTED_QUESTIONS = [
  'Show me the first rows of my biggest table',
  'How many rows does each table have?',
  'Join two related tables',
  'Add an index to speed up a slow query',
  'Add a row level security policy',
]

function EmptyChat({ onAsk }: { onAsk: (text: string) => void }) {
  return (
    <Stack gap="xs" p="md">
      <Title order={3} size="h5">
        Ask about your database
      </Title>
      <Text size="sm" c="dimmed">
        The assistant writes SQL for your tables, explains queries and helps fix errors. You can run what it suggests
        right here.
      </Text>
      <Stack gap={4} align="flex-start">
        {SUGGESTED_QUESTIONS.map((question) => (
          <Button key={question} variant="light" size="compact-sm" onClick={() => onAsk(question)}>
            {question}
          </Button>
        ))}
      </Stack>
    </Stack>
  )
}

/** The active chat's messages, the streaming reply, and an error with a retry. */
export function MessageList() {
  const { conversation } = useAssistantContext()
  const { chat, request } = useAssistant((s) => ({
    chat: s.assistant.activeChatId ? s.assistant.chats[s.assistant.activeChatId] : undefined,
    request: s.request,
  }))
  const viewport = useRef<HTMLDivElement>(null)
  const lastLength = chat?.messages.at(-1)?.parts.length
  useEffect(() => {
    viewport.current?.scrollTo({ top: viewport.current.scrollHeight })
  }, [chat?.messages.length, lastLength])

  if (!chat) return null
  const failed = request.status === 'error' && request.chatId === chat.id ? request : undefined
  return (
    <ScrollArea viewportRef={viewport} style={{ flex: 1 }} type="auto">
      {chat.messages.length === 0 && !failed ? (
        <EmptyChat onAsk={(text) => void conversation.ask(text)} />
      ) : (
        <Stack gap="md" p="sm" role="log" aria-label="Messages" aria-live="polite">
          {chat.messages.map((message) => (
            <MessageItem
              key={message.id}
              chatId={chat.id}
              message={message}
              streaming={request.status === 'streaming' && request.messageId === message.id}
            />
          ))}
          {failed ? (
            <Alert color="red" variant="light" title="The assistant could not answer">
              <Group justify="space-between" gap="xs">
                <Text size="sm">{failed.message}</Text>
                <Button
                  size="compact-sm"
                  variant="default"
                  leftSection={<IconRefresh size={14} />}
                  onClick={() => void conversation.retry(chat.id)}
                >
                  Retry
                </Button>
              </Group>
            </Alert>
          ) : null}
        </Stack>
      )}
    </ScrollArea>
  )
}
