import { Center, Loader } from '@mantine/core'
import { useParams } from '@tanstack/react-router'
import { lazy, Suspense } from 'react'
import { useIsFeatureEnabled } from '@/features/disabled-features'
import { useAssistantPanel } from '../panel-search'

// The panel, its store, Dexie and the markdown renderer load only when the panel first opens.
const AssistantPanel = lazy(() => import('./assistant-panel'))

/** Hosts the AI assistant side panel on project pages while `?aiAssistantPanelOpen=true`. */
export function AssistantPanelHost() {
  const { ref } = useParams({ strict: false })
  const { open } = useAssistantPanel()
  const enabled = useIsFeatureEnabled('assistant:all')
  if (!ref || !open || !enabled) return null
  return (
    <Suspense
      fallback={
        <Center
          pos="fixed"
          top="var(--app-shell-header-height, 56px)"
          right={0}
          bottom={0}
          w={360}
          bg="var(--mantine-color-body)"
          style={{ zIndex: 150 }}
        >
          <Loader size="sm" aria-label="Loading the AI assistant" />
        </Center>
      }
    >
      <AssistantPanel key={ref} projectRef={ref} />
    </Suspense>
  )
}
