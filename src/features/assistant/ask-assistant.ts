import { useCallback } from 'react'
import { useAssistantPanel } from './panel-search'

/**
 * Opens the AI assistant of a project with a question already typed in its message box (the
 * panel's initialInput), for pages that offer 'Ask the assistant' about something on screen.
 */
export function useAskAssistant(projectRef: string) {
  const { setOpen } = useAssistantPanel()
  return useCallback(
    async (question: string) => {
      // The assistant's store (and Dexie) load only when it is first used.
      const { projectAssistant } = await import('./model/project-assistant')
      const assistant = projectAssistant(projectRef)
      await assistant.ready
      assistant.store.getState().actions.setInitialInput(question)
      setOpen(true)
    },
    [projectRef, setOpen],
  )
}
