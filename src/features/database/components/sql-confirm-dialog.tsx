import { Code, Text } from '@mantine/core'
import type { ReactNode } from 'react'
import { ConfirmDialog, type ConfirmVariant } from '@/components/confirm-dialog'
import { QueryError } from './query-error'

/**
 * Shows the exact SQL a change will run before it runs: confirm runs it, a failure stays in the
 * dialog with the database's message.
 */
export function SqlConfirmDialog({
  visible,
  title,
  description,
  sql,
  confirmLabel,
  variant = 'success',
  loading,
  error,
  onConfirm,
  onCancel,
}: {
  visible: boolean
  title: string
  description?: ReactNode
  sql: string
  confirmLabel: string
  variant?: ConfirmVariant
  loading: boolean
  error: unknown
  onConfirm: () => void
  onCancel: () => void
}) {
  return (
    <ConfirmDialog
      visible={visible}
      title={title}
      confirmLabel={confirmLabel}
      variant={variant}
      loading={loading}
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      {description ? <Text size="sm" component="div">{description}</Text> : null}
      <Text size="sm" c="dimmed">
        This SQL will run on the project&apos;s database:
      </Text>
      <Code block aria-label="SQL to run" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {sql}
      </Code>
      {error ? <QueryError title="The change failed" error={error} wrap /> : null}
    </ConfirmDialog>
  )
}
