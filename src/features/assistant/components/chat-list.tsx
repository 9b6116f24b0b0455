import { ActionIcon, Group, Stack, Text, TextInput, Tooltip, UnstyledButton } from '@mantine/core'
import { IconPencil, IconTrash } from '@tabler/icons-react'
import { useEffect, useRef, useState } from 'react'
import { ConfirmDialog } from '@/components/confirm-dialog'
import type { Chat } from '../model/schemas'
import { useAssistant } from './assistant-context'

function ChatRow({
  chat,
  active,
  onSelect,
  onRename,
  onDelete,
  disabled,
}: {
  chat: Chat
  active: boolean
  onSelect: () => void
  onRename: (name: string) => void
  onDelete: () => void
  disabled: boolean
}) {
  const [editing, setEditing] = useState(false)
  const input = useRef<HTMLInputElement>(null)
  useEffect(() => {
    if (editing) input.current?.select()
  }, [editing])
  if (editing) {
    return (
      <TextInput
        size="xs"
        label="Chat name"
        defaultValue={chat.name}
        ref={input}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            onRename(event.currentTarget.value)
            setEditing(false)
          } else if (event.key === 'Escape') setEditing(false)
        }}
        onBlur={(event) => {
          onRename(event.currentTarget.value)
          setEditing(false)
        }}
      />
    )
  }
  return (
    <Group
      gap={4}
      wrap="nowrap"
      px={6}
      py={4}
      bg={active ? 'var(--mantine-color-default-hover)' : undefined}
      style={{ borderRadius: 'var(--mantine-radius-sm)' }}
    >
      <UnstyledButton onClick={onSelect} aria-current={active || undefined} style={{ flex: 1, minWidth: 0 }}>
        <Text size="sm" truncate fw={active ? 600 : 400}>
          {chat.name}
        </Text>
        <Text size="xs" c="dimmed">
          {chat.messages.length === 1 ? '1 message' : `${chat.messages.length} messages`}
        </Text>
      </UnstyledButton>
      <Tooltip label="Rename chat">
        <ActionIcon
          variant="subtle"
          color="gray"
          aria-label={`Rename chat ${chat.name}`}
          onClick={() => setEditing(true)}
        >
          <IconPencil size={16} />
        </ActionIcon>
      </Tooltip>
      <Tooltip label="Delete chat">
        <ActionIcon
          variant="subtle"
          color="red"
          aria-label={`Delete chat ${chat.name}`}
          onClick={onDelete}
          disabled={disabled}
        >
          <IconTrash size={16} />
        </ActionIcon>
      </Tooltip>
    </Group>
  )
}

/** Every chat of the project: switch, rename, delete (after confirmation). */
export function ChatList({ onSelected }: { onSelected: () => void }) {
  const { chats, activeChatId, actions, streaming } = useAssistant((s) => ({
    chats: s.assistant.chats,
    activeChatId: s.assistant.activeChatId,
    actions: s.actions,
    streaming: s.request.status === 'streaming',
  }))
  const [deleting, setDeleting] = useState<Chat | undefined>()
  return (
    <Stack gap={2} p="xs" style={{ overflowY: 'auto', flex: 1 }} aria-label="Chats" role="list">
      {Object.values(chats).map((chat) => (
        <div role="listitem" key={chat.id}>
          <ChatRow
            chat={chat}
            active={chat.id === activeChatId}
            disabled={streaming}
            onSelect={() => {
              actions.selectChat(chat.id)
              onSelected()
            }}
            onRename={(name) => actions.renameChat(chat.id, name)}
            onDelete={() => setDeleting(chat)}
          />
        </div>
      ))}
      <ConfirmDialog
        visible={deleting !== undefined}
        title="Delete this chat?"
        variant="danger"
        size="small"
        confirmLabel="Delete chat"
        onCancel={() => setDeleting(undefined)}
        onConfirm={() => {
          if (deleting) actions.deleteChat(deleting.id)
          setDeleting(undefined)
        }}
      >
        <Text size="sm">“{deleting?.name}” and its messages will be removed from this browser.</Text>
      </ConfirmDialog>
    </Stack>
  )
}
