import { useBlocker } from '@tanstack/react-router'
import { ConfirmDialog } from './confirm-dialog'

/**
 * The one guard of a form with unsaved edits: leaving the page in the app asks first (Stay keeps
 * every edit), and closing or reloading the tab gets the browser's own warning.
 */
export function UnsavedChangesPrompt({ when }: { when: boolean }) {
  const blocker = useBlocker({
    shouldBlockFn: ({ current, next }) => when && (current.pathname !== next.pathname || current.routeId !== next.routeId),
    enableBeforeUnload: () => when,
    disabled: !when,
    withResolver: true,
  })
  return (
    <ConfirmDialog
      visible={blocker.status === 'blocked'}
      title="Leave without saving?"
      variant="warning"
      confirmLabel="Leave"
      cancelLabel="Stay on this page"
      onCancel={() => blocker.reset?.()}
      onConfirm={() => blocker.proceed?.()}
    >
      Your changes on this page have not been saved. If you leave, they are lost.
    </ConfirmDialog>
  )
}
