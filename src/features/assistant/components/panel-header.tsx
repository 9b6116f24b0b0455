import { ActionIcon, Group, Text, Tooltip } from '@mantine/core'
import { IconEraser, IconMessages, IconPlus, IconSettings, IconX } from '@tabler/icons-react'
import type { ReactNode } from 'react'
import { useAssistant } from './assistant-context'

export type PanelView = 'chat' | 'chats' | 'settings'

function HeaderAction({
  label,
  onClick,
  children,
  pressed,
  disabled,
}: {
  label: string
  onClick: () => void
  children: ReactNode
  pressed?: boolean
  disabled?: boolean
}) {
  return (
    <Tooltip label={label}>
      <ActionIcon
        variant={pressed ? 'light' : 'subtle'}
        color="gray"
        aria-label={label}
        aria-pressed={pressed}
        onClick={onClick}
        disabled={disabled}
      >
        {children}
      </ActionIcon>
    </Tooltip>
  )
}

/** Title (the active chat's name) and the panel's actions. */
export function PanelHeader({
  view,
  onView,
  onClose,
}: {
  view: PanelView
  onView: (view: PanelView) => void
  onClose: () => void
}) {
  const { actions, activeChat, streaming } = useAssistant((s) => ({
    actions: s.actions,
    activeChat: s.assistant.activeChatId ? s.assistant.chats[s.assistant.activeChatId] : undefined,
    streaming: s.request.status === 'streaming',
  }))
  const title =
    view === 'chats' ? 'Chats' : view === 'settings' ? 'Assistant settings' : (activeChat?.name ?? 'AI assistant')
  return (
    <Group
      justify="space-between"
      wrap="nowrap"
      px="sm"
      py={8}
      style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
    >
      <Text fw={600} size="sm" truncate component="h2" m={0}>
        {title}
      </Text>
      <Group gap={2} wrap="nowrap">
        <HeaderAction
          label="Chats"
          pressed={view === 'chats'}
          onClick={() => onView(view === 'chats' ? 'chat' : 'chats')}
        >
          <IconMessages size={18} />
        </HeaderAction>
        <HeaderAction
          label="New chat"
          disabled={streaming}
          onClick={() => {
            actions.newChat()
            onView('chat')
          }}
        >
          <IconPlus size={18} />
        </HeaderAction>
        <HeaderAction
          label="Clear chat"
          disabled={streaming || !activeChat?.messages.length}
          onClick={() => activeChat && actions.clearChat(activeChat.id)}
        >
          <IconEraser size={18} />
        </HeaderAction>
        <HeaderAction
          label="Assistant settings"
          pressed={view === 'settings'}
          onClick={() => onView(view === 'settings' ? 'chat' : 'settings')}
        >
          <IconSettings size={18} />
        </HeaderAction>
        <HeaderAction label="Close AI assistant" onClick={onClose}>
          <IconX size={18} />
        </HeaderAction>
      </Group>
    </Group>
  )
}
