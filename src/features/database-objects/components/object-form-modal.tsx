import { Button, Code, Group, Modal, Stack, Text } from '@mantine/core'
import type { ReactNode } from 'react'
import { QueryError } from '@/features/database'

/**
 * The create / edit dialog of a database page: its fields, the exact SQL they build (shown as the user
 * types), and the database's error when it fails, with every field kept as typed.
 */
export function ObjectFormModal({
  title,
  sql,
  saving,
  error,
  errorTitle,
  submitLabel,
  onSubmit,
  onClose,
  size = 'lg',
  children,
}: {
  title: string
  /** The statement the form builds now; null while the form is incomplete. */
  sql: string | null
  saving: boolean
  error: unknown
  errorTitle: string
  submitLabel: string
  onSubmit: () => void
  onClose: () => void
  size?: string
  children: ReactNode
}) {
  return (
    <Modal closeButtonProps={{ 'aria-label': 'Close' }} opened onClose={() => !saving && onClose()} title={title} size={size} centered>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          onSubmit()
        }}
      >
        <Stack gap="sm">
          {children}
          {sql ? (
            <Stack gap={4}>
              <Text size="sm" c="dimmed">
                This SQL will run on the project&apos;s database:
              </Text>
              <Code block aria-label="SQL to run" mah={240} style={{ overflow: 'auto', whiteSpace: 'pre-wrap' }}>
                {sql}
              </Code>
            </Stack>
          ) : null}
          {error ? <QueryError title={errorTitle} error={error} /> : null}
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={onClose} disabled={saving}>
              Cancel
            </Button>
            <Button type="submit" loading={saving}>
              {submitLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  )
}
