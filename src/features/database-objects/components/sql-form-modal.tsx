import { Alert, Button, Code, Group, Modal, SimpleGrid, Stack, Text } from '@mantine/core'
import { useState, type ReactNode } from 'react'
import { ConfirmDialog } from '@/components/confirm-dialog'
import { QueryError } from '@/features/database'
import type { BuiltSql } from '../api/run-built-sql'

/** What a dialog's SQL builder made of its fields: the statement, a problem in words, or null while fields show their own errors. */
export type SqlFormDraft = BuiltSql<unknown> | string | null

/** A question asked before the statement runs (e.g. a login role without a password). */
export interface SqlFormQuestion {
  title: string
  message: string
  confirmLabel: string
}

const wrapping = { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' } as const

function draftOf(build: () => SqlFormDraft): SqlFormDraft {
  try {
    return build()
  } catch (error) {
    return error instanceof Error ? error.message : String(error)
  }
}

/**
 * The one "form, review SQL, run" dialog of the Database pages: the dialog's fields, the exact SQL its
 * builder makes of them (shown as the user types), the run, and the database's error (wrapped, never
 * cut off) with every field kept as typed. A dialog keeps only its fields and its builder.
 */
export function SqlFormModal({
  title,
  submitLabel,
  errorTitle = 'The change failed',
  size = 'lg',
  build,
  preview,
  current,
  askFirst = null,
  saving,
  error,
  onRun,
  onClose,
  children,
}: {
  title: string
  submitLabel: string
  errorTitle?: string
  size?: string
  /** The dialog's SQL builder over its fields; a thrown Error is shown as the problem. */
  build: () => SqlFormDraft
  /** The SQL as shown, when it must differ from what is sent (a password masked). */
  preview?: (built: BuiltSql<unknown>) => string
  /** Changing an object: its definition now, shown beside the SQL that replaces it. */
  current?: string | undefined
  askFirst?: SqlFormQuestion | null
  saving: boolean
  error: unknown
  onRun: (built: BuiltSql<unknown>) => void
  onClose: () => void
  /** The fields; as a function, told whether the user has tried to submit (to show each field's error). */
  children: ReactNode | ((submitted: boolean) => ReactNode)
}) {
  const [submitted, setSubmitted] = useState(false)
  const [asking, setAsking] = useState(false)
  const draft = draftOf(build)
  const built = draft !== null && typeof draft !== 'string' ? draft : null
  const problem = typeof draft === 'string' ? draft : null
  return (
    <>
      <Modal
        closeButtonProps={{ 'aria-label': 'Close' }}
        opened
        onClose={() => !saving && onClose()}
        title={title}
        size={size}
        centered
      >
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault()
            setSubmitted(true)
            if (!built) return
            if (askFirst) setAsking(true)
            else onRun(built)
          }}
        >
          <Stack gap="sm">
            {typeof children === 'function' ? children(submitted) : children}
            <SimpleGrid cols={{ base: 1, sm: current && built ? 2 : 1 }} spacing="sm">
              {current ? (
                <Stack gap={4}>
                  <Text size="sm" c="dimmed">
                    Current definition:
                  </Text>
                  <Code block aria-label="Current definition" mah={240} style={{ overflow: 'auto', ...wrapping }}>
                    {current}
                  </Code>
                </Stack>
              ) : null}
              {built ? (
                <Stack gap={4}>
                  <Text size="sm" c="dimmed">
                    This SQL will run on the project&apos;s database:
                  </Text>
                  <Code block aria-label="SQL to run" mah={240} style={{ overflow: 'auto', ...wrapping }}>
                    {preview ? preview(built) : built.sql}
                  </Code>
                </Stack>
              ) : null}
            </SimpleGrid>
            {submitted && problem ? (
              <Alert color="red" role="alert" style={wrapping}>
                {problem}
              </Alert>
            ) : null}
            {error ? <QueryError title={errorTitle} error={error} wrap /> : null}
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
      {askFirst ? (
        <ConfirmDialog
          visible={asking}
          title={askFirst.title}
          confirmLabel={askFirst.confirmLabel}
          variant="warning"
          onConfirm={() => (setAsking(false), built && onRun(built))}
          onCancel={() => setAsking(false)}
        >
          <Text size="sm">{askFirst.message}</Text>
        </ConfirmDialog>
      ) : null}
    </>
  )
}
