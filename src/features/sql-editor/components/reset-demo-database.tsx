import { Button, Text } from '@mantine/core'
import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { ConfirmDialog } from '@/components/confirm-dialog'
import { getConfig } from '@/lib/config/config'
import { toast } from '@/lib/notify'
import { sqlEditorKeys } from '../api/keys'

/** Mock mode only: puts this project's embedded database back to the seed (it persists in IndexedDB). */
export function ResetDemoDatabase({ projectRef }: { projectRef: string }) {
  const queryClient = useQueryClient()
  const [open, setOpen] = useState(false)
  const [busy, setBusy] = useState(false)
  if (!getConfig().mock) return null
  const reset = async () => {
    setBusy(true)
    try {
      const { resetProjectDatabase } = await import('@mocks/pglite/control')
      await resetProjectDatabase(projectRef)
      await queryClient.invalidateQueries({ queryKey: ['projects', projectRef] })
      void queryClient.invalidateQueries({ queryKey: sqlEditorKeys.completion(projectRef) })
      toast.success('The demo database is back to its original data.')
      setOpen(false)
    } catch (error) {
      toast.error(error instanceof Error ? error.message : String(error), 'The demo database could not be reset')
    } finally {
      setBusy(false)
    }
  }
  return (
    <>
      <Button size="xs" variant="subtle" color="red" onClick={() => setOpen(true)}>
        Reset demo database
      </Button>
      <ConfirmDialog
        visible={open}
        title="Reset the demo database?"
        variant="danger"
        confirmLabel="Reset"
        loading={busy}
        onConfirm={() => void reset()}
        onCancel={() => setOpen(false)}
      >
        <Text size="sm">
          Every table, row and function you or the assistant created in this project's demo database is removed, and the
          original demo data comes back. Your snippets are kept.
        </Text>
      </ConfirmDialog>
    </>
  )
}
