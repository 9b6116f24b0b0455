import { Alert, Button, Center, Code, Loader, Stack, Text } from '@mantine/core'
import { IconPuzzle } from '@tabler/icons-react'
import { useQuery, type UseQueryResult } from '@tanstack/react-query'
import { useRouter } from '@tanstack/react-router'
import { useState, type ReactNode } from 'react'
import {
  extensionStatusQueryOptions,
  useEnableExtensionMutation,
  type ProjectDatabase,
} from '../api/extension-status-query'
import { enableExtension, type ExtensionStatus } from '../sql/extensions'
import { AnchorLink } from '@/components/links'
import { databaseLocation, type DatabaseLocation } from '../database-location'
import { QueryError } from './query-error'
import { SampleDataPreview } from './sample-data-preview'
import { SqlConfirmDialog } from './sql-confirm-dialog'

export interface RequiredExtension {
  name: string
  /** Schema to install into; left out for extensions that make their own (pg_cron, supabase_vault). */
  schema?: string
  /** Why the page needs it. */
  reason: ReactNode
  /** How an operator gets it onto a self-hosted server that does not ship it (shown self-hosted only). */
  install: ReactNode
  /** The page as it looks once the extension exists, with made-up rows (shown marked as sample data). */
  preview?: ReactNode
}

/** Why the extension cannot be enabled, in the terms of where the database runs. */
function unavailableText(name: string, location: DatabaseLocation, install: ReactNode): ReactNode {
  if (location === 'demo')
    return `The demo database runs inside your browser, where ${name} cannot be loaded: what needs it does not work in the demo.`
  if (location === 'hosted') return `This project's database does not offer ${name}. Contact support if you need it.`
  return (
    <>
      Your database server does not have {name} installed. {install}
    </>
  )
}

/**
 * The one "needs extension X" notice of the database pages: which extension, why, and an enable
 * action (the SQL shown first) when the database has it available (pg_available_extensions);
 * otherwise why not, in the terms of where the user is (demo, hosted, self-hosted), with a link to the
 * extensions page. A page's preview follows it, marked as sample data: no made-up row passes for real.
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
    <>
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
              <Code>{extension.name}</Code> is not available here.{' '}
              {unavailableText(extension.name, databaseLocation(), extension.install)}
            </Text>
          )}
          <ExtensionsPageLink projectRef={database.projectRef} name={extension.name} />
          {children}
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
      {extension.preview ? <SampleDataPreview extension={extension.name}>{extension.preview}</SampleDataPreview> : null}
    </>
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
