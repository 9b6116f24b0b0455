import { Text } from '@mantine/core'
import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { ConfirmDialog } from '@/components/confirm-dialog'
import { toast } from '@/lib/notify'

/** Mock mode only: puts everything the demo keeps back to its original data, after a confirmation. */
export function ResetDemoDataDialog({ visible, onClose }: { visible: boolean; onClose: () => void }) {
  const queryClient = useQueryClient()
  const [busy, setBusy] = useState(false)
  const reset = async () => {
    setBusy(true)
    try {
      const { resetDemoData } = await import('@mocks/demo-data')
      await resetDemoData()
      // Not awaited: the pages on view read again from the fresh demo in their own time (a project's
      // database starts again, seconds on a slow machine); the reset itself is done.
      void queryClient.resetQueries()
      toast.success('The demo data is back to its original state.')
      onClose()
    } catch (error) {
      toast.error(error instanceof Error ? error.message : String(error), 'The demo data could not be reset')
    } finally {
      setBusy(false)
    }
  }
  return (
    <ConfirmDialog
      visible={visible}
      title="Reset demo data?"
      variant="danger"
      confirmLabel="Reset demo data"
      loading={busy}
      onConfirm={() => void reset()}
      onCancel={onClose}
    >
      <Text size="sm">
        Everything you created in this demo is removed: snippets, advisor rules, storage files, logs, and the tables,
        rows, cron jobs and vault secrets of every project&apos;s demo database. The original demo data comes back. You
        stay signed in.
      </Text>
    </ConfirmDialog>
  )
}
