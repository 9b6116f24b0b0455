import { Alert } from '@mantine/core'
import { IconLock } from '@tabler/icons-react'
import type { DatabaseWrite } from './use-database-write'

/** The read-only state of a Database page: shown, with the reason, when the member may not write. */
export function ReadOnlyNotice({ write }: { write: DatabaseWrite }) {
  if (write.can || write.isLoading) return null
  return (
    <Alert color="gray" variant="light" icon={<IconLock size={16} />} title={write.title} mb="md">
      {write.reason}
    </Alert>
  )
}
