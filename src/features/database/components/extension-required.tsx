import { Alert, Button, Center, Code, Loader, Stack, Text } from '@mantine/core'
import { IconPuzzle } from '@tabler/icons-react'
import { useQuery, type UseQueryResult } from '@tanstack/react-query'
import { useRouter } from '@tanstack/react-router'
import { useState, type ReactNode } from 'react'
import { AnchorLink } from '@/components/links'
import {
  extensionStatusQueryOptions,
  useEnableExtensionMutation,
  type ProjectDatabase,
} from '../api/extension-status-query'
import { enableExtension, type ExtensionStatus } from '../sql/extensions'
import { QueryError } from './query-error'
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
 * The one "needs extension X" notice of the database pages: which extension, why, and an enable
 * action (the SQL shown first) when the database has it available (pg_available_extensions);
 * otherwise what to install. Never fakes data.
 */
export function ExtensionRequired({
  database,
  extension,
  status,
  children,
}: {
  database: ProjectDatabase
  extension: RequiredExtension
  status: ExtensionStatus | undefined
  children?: ReactNode
}) {
  const [confirming, setConfirming] = useState(false)
  // A new extension can change every catalog a page shows: enabling refreshes the project's database reads.
  const enable = useEnableExtensionMutation(database)
  const target = { name: extension.name, schema: extension.schema }
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
        <ExtensionsPageLink projectRef={database.projectRef} name={extension.name} />
      </Stack>
      <SqlConfirmDialog
        visible={confirming}
        title={`Enable ${extension.name}`}
        sql={enableExtension(target).sql}
        confirmLabel={`Enable ${extension.name}`}
        loading={enable.isPending}
        error={enable.error}
        onConfirm={() => enable.mutate(target, { onSuccess: () => setConfirming(false) })}
        onCancel={() => {
          enable.reset()
          setConfirming(false)
        }}
      />
    </Alert>
  )
}

/** The extensions page, filtered to this extension (left out where the notice is shown outside the app's router). */
function ExtensionsPageLink({ projectRef, name }: { projectRef: string; name: string }) {
  const router = useRouter({ warn: false })
  if (!router) return null
  return (
    <AnchorLink to="/project/$ref/database/extensions" params={{ ref: projectRef }} search={{ search: name }} size="sm">
      See {name} on the extensions page
    </AnchorLink>
  )
}

/**
 * What a page shows about an extension it needs, from its status query: a loader while it is checked,
 * the error, the notice above while it is missing, nothing once it is installed.
 */
export function ExtensionNotice({
  database,
  extension,
  status,
}: {
  database: ProjectDatabase
  extension: RequiredExtension
  status: Pick<UseQueryResult<ExtensionStatus>, 'data' | 'error' | 'isPending'>
}) {
  if (status.isPending) {
    return (
      <Center py="xl">
        <Loader size="sm" aria-label={`Checking for the ${extension.name} extension`} />
      </Center>
    )
  }
  if (status.error)
    return <QueryError title={`Could not check for the ${extension.name} extension`} error={status.error} />
  if (!status.data || status.data.installed_version) return null
  return <ExtensionRequired database={database} extension={extension} status={status.data} />
}

/**
 * A page (or part) that cannot work without an extension: renders its children once the extension is
 * installed, the notice above otherwise.
 */
export function NeedsExtension({
  database,
  extension,
  children,
}: {
  database: ProjectDatabase
  extension: RequiredExtension
  /** Rendered once the extension is installed, with its status. */
  children: (status: ExtensionStatus) => ReactNode
}) {
  const status = useQuery(extensionStatusQueryOptions(database, extension.name))
  if (status.data?.installed_version) return <>{children(status.data)}</>
  return <ExtensionNotice database={database} extension={extension} status={status} />
}
