import { Alert, Center, Loader, Text } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { useEffect, useMemo, useState } from 'react'
import { useStore } from 'zustand'
import { projectDetailQueryOptions } from '@/features/projects/api/project-detail-query'
import { sharedContextSummary } from '../context/opt-in'
import { useAiOptIn } from '../context/use-ai-opt-in'
import { projectAssistant } from '../model/project-assistant'
import { useAssistantPanel } from '../panel-search'
import { AssistantContext, type AssistantContextValue } from './assistant-context'
import { ChatList } from './chat-list'
import { Composer } from './composer'
import { MessageList } from './message-list'
import { OptInSettings } from './opt-in-settings'
import { PanelFrame } from './panel-frame'
import { PanelHeader, type PanelView } from './panel-header'
import { useConversationDeps, useProjectOrganization } from './use-conversation-deps'
import { useSnippetRunner } from './use-snippet-runner'

/** The AI assistant side panel of a project (loaded on first open; see assistant-panel-host). */
export default function AssistantPanel({ projectRef }: { projectRef: string }) {
  const assistant = useMemo(() => projectAssistant(projectRef), [projectRef])
  const status = useStore(assistant.store, (s) => s.status)
  const { setOpen } = useAssistantPanel()
  const { data: project } = useQuery(projectDetailQueryOptions(projectRef))
  const organization = useProjectOrganization(project?.organization_id)
  const optIn = useAiOptIn(organization?.slug)
  const deps = useConversationDeps(projectRef, project, optIn.keys)
  const runSnippet = useSnippetRunner(assistant.store, projectRef, project?.connectionString)
  const [view, setView] = useState<PanelView>('chat')

  useEffect(() => {
    assistant.deps = deps
  }, [assistant, deps])
  // The stored `open` flag follows the URL, which is what opens the panel.
  useEffect(() => {
    if (status === 'loading') return
    const { actions } = assistant.store.getState()
    actions.open()
    return () => actions.close()
  }, [assistant, status])

  const context = useMemo<AssistantContextValue>(
    () => ({ projectRef, store: assistant.store, conversation: assistant.conversation, runSnippet }),
    [projectRef, assistant, runSnippet],
  )

  return (
    <PanelFrame>
      <AssistantContext.Provider value={context}>
        {status === 'loading' ? (
          <Center style={{ flex: 1 }}>
            <Loader size="sm" aria-label="Loading your chats" />
          </Center>
        ) : (
          <>
            <PanelHeader view={view} onView={setView} onClose={() => setOpen(false)} />
            {status === 'unsaved' ? (
              <Alert color="yellow" variant="light" radius={0} p="xs" title="Chats are not saved">
                This browser does not allow the dashboard to store data, so this chat ends when you leave the page.
              </Alert>
            ) : null}
            {view === 'chats' ? <ChatList onSelected={() => setView('chat')} /> : null}
            {view === 'settings' ? (
              <OptInSettings optIn={optIn} organizationName={organization?.name} />
            ) : null}
            {view === 'chat' ? (
              <>
                <Text size="xs" c="dimmed" px="md" py={6} data-testid="assistant-shared-context">
                  {sharedContextSummary(optIn.keys)}
                </Text>
                <MessageList />
                <Composer />
              </>
            ) : null}
          </>
        )}
      </AssistantContext.Provider>
    </PanelFrame>
  )
}
