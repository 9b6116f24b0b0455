import { ActionIcon, Tooltip } from '@mantine/core'
import { IconSparkles } from '@tabler/icons-react'
import { useParams } from '@tanstack/react-router'
import { useIsFeatureEnabled } from '@/features/disabled-features'
import { useAssistantPanel } from '../panel-search'

/** Header button that opens and closes the AI assistant on project pages. */
export function AssistantButton() {
  const { ref } = useParams({ strict: false })
  const { open, setOpen } = useAssistantPanel()
  const enabled = useIsFeatureEnabled('assistant:all')
  if (!ref || !enabled) return null
  return (
    <Tooltip label={open ? 'Close AI assistant' : 'Open AI assistant'}>
      <ActionIcon
        variant={open ? 'filled' : 'default'}
        size="lg"
        aria-label="AI assistant"
        aria-pressed={open}
        onClick={() => setOpen(!open)}
      >
        <IconSparkles size={18} stroke={1.6} />
      </ActionIcon>
    </Tooltip>
  )
}
