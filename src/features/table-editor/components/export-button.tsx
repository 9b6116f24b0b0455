import { Button, Group, Progress, Text } from '@mantine/core'
import { IconDownload } from '@tabler/icons-react'
import { useRef, useState } from 'react'
import { toPgMetaError } from '@/features/database/api/pg-meta-error'
import type { TableDetail } from '@/features/database'
import type { RowsView } from '../api/rows-query'
import type { DatabaseTarget } from '../api/run-sql'
import { formatCount } from '../format'

function download(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = name
  link.click()
  setTimeout(() => URL.revokeObjectURL(url), 1000)
}

/** Exports the current view as CSV with a progress bar and a cancel button. */
export function ExportButton({ target, table, view, total }: { target: DatabaseTarget; table: TableDetail; view: Omit<RowsView, 'size'>; total: number | undefined }) {
  const [progress, setProgress] = useState<number | null>(null)
  const [error, setError] = useState<string | null>(null)
  const controller = useRef<AbortController | null>(null)

  const start = async () => {
    const abort = new AbortController()
    controller.current = abort
    setError(null)
    setProgress(0)
    try {
      const { exportRowsCsv } = await import('../api/export-rows')
      const blob = await exportRowsCsv(target, table, view, setProgress, abort.signal)
      download(blob, `${table.name}.csv`)
    } catch (e) {
      if (!abort.signal.aborted) setError(toPgMetaError(e).message)
    } finally {
      setProgress(null)
      controller.current = null
    }
  }

  if (progress !== null)
    return (
      <Group gap="xs" wrap="nowrap">
        <Progress w={120} value={total ? Math.min(100, (progress / total) * 100) : 50} animated={!total} aria-label="Export progress" />
        <Text size="xs">{`Exported ${formatCount(progress)} rows`}</Text>
        <Button size="xs" variant="subtle" onClick={() => controller.current?.abort()}>
          Cancel export
        </Button>
      </Group>
    )
  return (
    <Group gap="xs" wrap="nowrap">
      <Button size="xs" variant="default" leftSection={<IconDownload size={14} />} onClick={() => void start()}>
        Export CSV
      </Button>
      {error ? <Text size="xs" c="red" role="alert">{error}</Text> : null}
    </Group>
  )
}
