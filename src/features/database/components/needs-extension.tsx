import { Alert, Button, Center, Code, Loader, Paper, Stack, Text, Title } from '@mantine/core'
import { IconPuzzle } from '@tabler/icons-react'
import { useQuery } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { extensionStatusQueryOptions, useEnableExtensionMutation } from '../api/extension-status-query'
import { toPgMetaError } from '../api/pg-meta-error'
import { DEFAULT_EXTENSION_SCHEMA, enableExtension, type ExtensionStatus } from '../sql/extensions'

export interface NeedsExtensionProps {
  projectRef: string
  connectionString: string | null | undefined
  /** The extension's name, e.g. pg_stat_statements. */
  extension: string
  /** What the page does with it, in a sentence or two. */
  why: ReactNode
  /** Where it is created when enabled (default: extensions). */
  schema?: string
  /** Rendered once the extension is installed, with its status. */
  children: (status: ExtensionStatus) => ReactNode
}

/**
 * The one "needs extension X" state of the database pages: checks pg_extension and
 * pg_available_extensions, renders the page once the extension is installed, and otherwise says which
 * extension, why, and offers to enable it when the server has it (never fakes data).
 */
export function NeedsExtension({
  projectRef,
  connectionString,
  extension,
  why,
  schema,
  children,
}: NeedsExtensionProps) {
  const database = { projectRef, connectionString }
  const status = useQuery(extensionStatusQueryOptions(database, extension))
  if (status.isPending) {
    return (
      <Center py="xl">
        <Loader size="sm" aria-label={`Checking for the ${extension} extension`} />
      </Center>
    )
  }
  if (status.isError) {
    return (
      <Alert color="red" variant="light" title={`Could not check for the ${extension} extension`}>
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{toPgMetaError(status.error).message}</Text>
          <Button size="xs" variant="default" onClick={() => void status.refetch()}>
            Try again
          </Button>
        </Stack>
      </Alert>
    )
  }
  if (status.data.installed_version) return <>{children(status.data)}</>
  return <EnableExtension database={database} status={status.data} why={why} schema={schema} />
}

function EnableExtension({
  database,
  status,
  why,
  schema = DEFAULT_EXTENSION_SCHEMA,
}: {
  database: { projectRef: string; connectionString: string | null | undefined }
  status: ExtensionStatus
  why: ReactNode
  schema?: string | undefined
}) {
  const enable = useEnableExtensionMutation(database)
  const available = status.default_version !== null
  return (
    <Paper withBorder p="xl" radius="md">
      <Stack gap="sm" align="flex-start">
        <IconPuzzle size={28} stroke={1.5} aria-hidden />
        <Title order={2} size="h4">
          {`This page needs the ${status.name} extension`}
        </Title>
        <Text c="dimmed">{why}</Text>
        {available ? (
          <>
            <Text size="sm">
              {`Your database offers ${status.name} ${status.default_version}, but it is not installed. Enabling it runs:`}
            </Text>
            <Code block w="100%">
              {enableExtension({ name: status.name, schema }).sql}
            </Code>
            {enable.isError ? (
              <Alert color="red" variant="light" title={`Could not enable ${status.name}`} w="100%">
                {toPgMetaError(enable.error).message}
              </Alert>
            ) : null}
            <Button loading={enable.isPending} onClick={() => enable.mutate({ name: status.name, schema })}>
              {`Enable ${status.name}`}
            </Button>
          </>
        ) : (
          <Text size="sm">
            {`Your database server does not offer ${status.name}. Install it on the server (the package for your Postgres version), then come back to this page.`}
          </Text>
        )}
      </Stack>
    </Paper>
  )
}
