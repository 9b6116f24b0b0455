import { Alert, Button, Code, Stack, Text } from '@mantine/core'
import { IconPuzzle } from '@tabler/icons-react'
import { useState, type ReactNode } from 'react'
import { enableExtension, type ExtensionStatus } from '@/features/database'
import { databaseKeys } from '@/features/database/api/keys'
import { useRunSqlMutation, type ProjectConnection } from '../api/run-built-sql'
import { SqlConfirmDialog } from './sql-confirm-dialog'

export interface RequiredExtension {
  name: string
  /** Schema to install into; left out for extensions that make their own (pg_cron, supabase_vault). */
  schema?: string
  /** Why the page needs it. */
  reason: ReactNode
  /** How to get it onto a server that does not ship it. */
  install: ReactNode
}

/**
 * The "needs extension X" state of a database page: which extension, why, and an enable action when
 * the database has it available (pg_available_extensions); otherwise what to install.
 * (The advisors pages have their own copy in features/database: the integrator unifies them.)
 */
export function ExtensionRequired({
  connection,
  extension,
  status,
  children,
}: {
  connection: ProjectConnection
  extension: RequiredExtension
  status: ExtensionStatus | undefined
  children?: ReactNode
}) {
  const [confirming, setConfirming] = useState(false)
  // A new extension can change every catalog the page shows: refresh the project's database reads.
  const enable = useRunSqlMutation(connection, [databaseKeys.all(connection.projectRef)])
  const built = enableExtension({ name: extension.name, schema: extension.schema })
  const available = Boolean(status?.default_version)
  return (
    <Alert
      variant="light"
      color="yellow"
      icon={<IconPuzzle size={18} />}
      title={`Needs the ${extension.name} extension`}
      aria-label={`Needs the ${extension.name} extension`}
    >
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{extension.reason}</Text>
        {available ? (
          <>
            <Text size="sm">
              This database has {extension.name} {status?.default_version} available but not installed.
            </Text>
            <Button size="xs" onClick={() => setConfirming(true)}>
              Enable {extension.name}
            </Button>
          </>
        ) : (
          <Text size="sm">
            <Code>{extension.name}</Code> is not available on this database. {extension.install}
          </Text>
        )}
        {children}
      </Stack>
      <SqlConfirmDialog
        visible={confirming}
        title={`Enable ${extension.name}`}
        sql={built.sql}
        confirmLabel={`Enable ${extension.name}`}
        loading={enable.isPending}
        error={enable.error}
        onConfirm={() => enable.mutate(built, { onSuccess: () => setConfirming(false) })}
        onCancel={() => {
          enable.reset()
          setConfirming(false)
        }}
      />
    </Alert>
  )
}
