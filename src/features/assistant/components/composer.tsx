import { ActionIcon, Group, Textarea, Tooltip } from '@mantine/core'
import { IconPlayerStopFilled, IconSend } from '@tabler/icons-react'
import { useState } from 'react'
import { useAssistant, useAssistantContext } from './assistant-context'

/** The message box: Enter sends, Shift+Enter starts a new line; Stop while a reply streams. */
export function Composer() {
  const { conversation } = useAssistantContext()
  const { streaming, initialInput, setInitialInput } = useAssistant((s) => ({
    streaming: s.request.status === 'streaming',
    initialInput: s.assistant.initialInput,
    setInitialInput: s.actions.setInitialInput,
  }))
  const [text, setText] = useState(initialInput)
  // A question handed over while the panel is open (useAskAssistant) replaces the box's text.
  const [handedOver, setHandedOver] = useState(initialInput)
  if (initialInput !== handedOver) {
    setHandedOver(initialInput)
    if (initialInput) setText(initialInput)
  }
  const send = () => {
    if (!text.trim() || streaming) return
    void conversation.ask(text)
    setText('')
    if (initialInput) setInitialInput('')
  }
  return (
    <Group
      gap="xs"
      align="flex-end"
      wrap="nowrap"
      p="sm"
      style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}
    >
      <Textarea
        aria-label="Message the assistant"
        placeholder="Ask about your database…"
        description="Enter to send, Shift+Enter for a new line"
        // Autosize follows font loading (FontFaceSet); without it (old browsers, jsdom) the box keeps its rows.
        autosize={'fonts' in document}
        minRows={1}
        maxRows={8}
        style={{ flex: 1 }}
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
            event.preventDefault()
            send()
          }
        }}
      />
      {streaming ? (
        <Tooltip label="Stop">
          <ActionIcon size="lg" color="red" variant="light" aria-label="Stop" onClick={() => conversation.stop()}>
            <IconPlayerStopFilled size={16} />
          </ActionIcon>
        </Tooltip>
      ) : (
        <Tooltip label="Send">
          <ActionIcon size="lg" aria-label="Send" onClick={send} disabled={!text.trim()}>
            <IconSend size={16} />
          </ActionIcon>
        </Tooltip>
      )}
    </Group>
  )
}
