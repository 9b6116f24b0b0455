import type { ReactNode } from 'react'
import { ActionIcon, Button, Group, Menu, NativeSelect, Text, Tooltip, VisuallyHidden } from '@mantine/core'
import { IconChevronDown, IconPencil, IconPlayerPlay, IconSparkles, IconStar, IconStarFilled } from '@tabler/icons-react'
import type { SaveStatus } from '../model/snippet-saver'
import type { ResultLimit } from '../model/statements'
import { LIMIT_OPTIONS, parseLimit } from './result-limit'
import { ResetDemoDatabase } from './reset-demo-database'
import { RolePicker } from '@/features/view-as-role'

const SAVE_TEXT: Record<SaveStatus, { text: string; color: string }> = {
  saved: { text: 'Saved', color: 'dimmed' },
  saving: { text: 'Saving…', color: 'dimmed' },
  unsaved: { text: 'Unsaved', color: 'orange' },
  failed: { text: 'Unsaved: could not save, kept in this browser and retrying', color: 'red' },
}

interface EditorToolbarProps {
  projectRef: string
  /** First in the toolbar: on phones, the button that opens the snippet list. */
  leading?: ReactNode
  title: string
  favorite: boolean
  saveStatus: SaveStatus | undefined
  running: boolean
  canRun: boolean
  limit: ResultLimit
  onLimitChange: (limit: ResultLimit) => void
  onRun: () => void
  onRunStatement: () => void
  onExplain: (analyze: boolean) => void
  onFormat: () => void
  onRename: (() => void) | undefined
  onToggleFavorite: (() => void) | undefined
  onAskAssistant: () => void
}

export function EditorToolbar(props: EditorToolbarProps) {
  const save = props.saveStatus ? SAVE_TEXT[props.saveStatus] : undefined
  return (
    <Group justify="space-between" px="sm" py={6} gap="xs" wrap="wrap" style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}>
      <Group gap={6} wrap="nowrap" style={{ minWidth: 0 }}>
        {props.leading}
        {/* Run comes first: the assistant panel overlays the right end of the page when it is open. */}
        <Tooltip label="Ctrl+Enter: the selection, or everything">
          <Button size="xs" leftSection={<IconPlayerPlay size={14} />} onClick={props.onRun} loading={props.running} disabled={!props.canRun}>
            Run
          </Button>
        </Tooltip>
        <Menu position="bottom-start">
          <Menu.Target>
            <ActionIcon size="md" variant="default" aria-label="Other ways to execute" disabled={!props.canRun || props.running}>
              <IconChevronDown size={14} />
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item onClick={props.onRunStatement} rightSection={<Text size="xs" c="dimmed">Ctrl+Shift+Enter</Text>}>
              Statement under the cursor
            </Menu.Item>
          </Menu.Dropdown>
        </Menu>
        <RolePicker projectRef={props.projectRef} />
        <VisuallyHidden component="h1">SQL editor</VisuallyHidden>
        <Text fw={600} size="sm" truncate="end" component="h2" m={0}>
          {props.title}
        </Text>
        {props.onRename ? (
          <ActionIcon variant="subtle" color="gray" size="sm" aria-label="Rename snippet" onClick={props.onRename}>
            <IconPencil size={14} />
          </ActionIcon>
        ) : null}
        {props.onToggleFavorite ? (
          <ActionIcon
            variant="subtle"
            color={props.favorite ? 'yellow' : 'gray'}
            size="sm"
            aria-label={props.favorite ? 'Remove from favorites' : 'Add to favorites'}
            aria-pressed={props.favorite}
            onClick={props.onToggleFavorite}
          >
            {props.favorite ? <IconStarFilled size={14} /> : <IconStar size={14} />}
          </ActionIcon>
        ) : null}
        {save ? (
          <Text size="xs" c={save.color} role="status" aria-live="polite" data-testid="save-status">
            {save.text}
          </Text>
        ) : null}
      </Group>
      <Group gap="xs" wrap="nowrap">
        <ResetDemoDatabase projectRef={props.projectRef} />
        <Button size="xs" variant="subtle" leftSection={<IconSparkles size={14} />} onClick={props.onAskAssistant}>
          Ask the assistant
        </Button>
        <Button size="xs" variant="default" onClick={props.onFormat} disabled={!props.canRun}>
          Format
        </Button>
        <NativeSelect
          size="xs"
          w={110}
          aria-label="Row limit"
          data={LIMIT_OPTIONS}
          value={String(props.limit)}
          onChange={(event) => props.onLimitChange(parseLimit(event.currentTarget.value))}
        />
        <Menu position="bottom-end">
          <Menu.Target>
            <Button size="xs" variant="default" rightSection={<IconChevronDown size={12} />} disabled={!props.canRun || props.running}>
              Explain
            </Button>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item onClick={() => props.onExplain(false)}>Explain (estimate)</Menu.Item>
            <Menu.Item onClick={() => props.onExplain(true)}>Explain analyze (runs the query)</Menu.Item>
          </Menu.Dropdown>
        </Menu>
      </Group>
    </Group>
  )
}
