import { Button, Group, Stack, Table, Title, VisuallyHidden } from '@mantine/core'
import { IconDatabaseImport, IconPlus } from '@tabler/icons-react'
import { useQuery } from '@tanstack/react-query'
import { useState, type ReactNode } from 'react'
import { PageHeader } from '@/components/page-header'
import {
  dropForeignServer,
  ExtensionRequired,
  type ForeignServer,
  QueryError,
  SqlConfirmDialog,
} from '@/features/database'
import { extensionStatusQueryOptions } from '@/features/database/api/extension-status-query'
import { databaseObjectKeys } from '../api/keys'
import { useProjectConnection, useRunSqlMutation } from '../api/run-built-sql'
import { DeleteAction } from '../components/object-table'
import { Loading, QueryRows } from '../components/query-status'
import { ImportSchemaModal } from './import-schema-modal'
import { ServerFormModal } from './server-form-modal'
import {
  foreignDataWrappersQueryOptions,
  foreignServersQueryOptions,
  foreignTablesQueryOptions,
} from './wrappers-queries'

const POSTGRES_FDW_EXTENSION = {
  name: 'postgres_fdw',
  schema: 'extensions',
  reason:
    'Wrappers to other Postgres databases use postgres_fdw: it adds the foreign data wrapper that servers, user mappings and imported foreign tables are built on.',
  install: 'It ships with PostgreSQL’s contrib modules; install them on the database server, then enable it here.',
}

type Dialog = 'server' | 'import' | null

/** SPEC §2 Database wrappers: foreign data wrappers, servers and foreign tables. */
export function WrappersPage({ projectRef }: { projectRef: string }) {
  const connection = useProjectConnection(projectRef)
  const fdw = useQuery(extensionStatusQueryOptions(connection, POSTGRES_FDW_EXTENSION.name))
  const installed = Boolean(fdw.data?.installed_version)
  const wrappers = useQuery(foreignDataWrappersQueryOptions(connection))
  const servers = useQuery(foreignServersQueryOptions(connection))
  const tables = useQuery(foreignTablesQueryOptions(connection))
  const change = useRunSqlMutation(connection, [databaseObjectKeys.wrappers(projectRef)])
  const [dialog, setDialog] = useState<Dialog>(null)
  const [deleting, setDeleting] = useState<ForeignServer | null>(null)
  const postgresServers = (servers.data ?? []).filter((s) => s.wrapper === 'postgres_fdw').map((s) => s.name)
  const open = (next: Dialog) => (change.reset(), setDialog(next))

  return (
    <>
      <PageHeader
        title="Database wrappers"
        description="Query external systems as if they were Postgres tables."
        actions={
          installed ? (
            <Group gap="xs">
              <Button leftSection={<IconPlus size={16} />} onClick={() => open('server')}>
                Add Postgres server
              </Button>
              <Button
                variant="default"
                leftSection={<IconDatabaseImport size={16} />}
                disabled={postgresServers.length === 0}
                onClick={() => open('import')}
              >
                Import foreign schema
              </Button>
            </Group>
          ) : null
        }
      />
      <Stack gap="lg">
        {fdw.isPending ? <Loading label="Loading wrappers" /> : null}
        {fdw.error ? <QueryError title="Could not read the extensions" error={fdw.error} /> : null}
        {fdw.data && !installed ? (
          <ExtensionRequired database={connection} extension={POSTGRES_FDW_EXTENSION} status={fdw.data} />
        ) : null}
        <Section title="Foreign data wrappers" query={wrappers} empty="No foreign data wrapper is installed.">
          {(rows) => (
            <Listing
              label="Foreign data wrappers"
              head={['Name', 'Handler', 'Validator']}
              rows={rows.map((w) => ({ key: w.name, cells: [w.name, w.handler ?? '—', w.validator ?? '—'] }))}
            />
          )}
        </Section>
        <Section title="Foreign servers" query={servers} empty="No foreign servers yet.">
          {(rows) => (
            <Listing
              label="Foreign servers"
              head={['Name', 'Wrapper', 'Options', 'User mappings', 'Foreign tables', '']}
              rows={rows.map((s) => ({
                key: s.name,
                cells: [
                  s.name,
                  s.wrapper,
                  s.options.join(', ') || '—',
                  s.mapped_roles.join(', ') || '—',
                  String(s.foreign_tables),
                  <DeleteAction
                    key="delete"
                    name={`server ${s.name}`}
                    onClick={() => (change.reset(), setDeleting(s))}
                  />,
                ],
              }))}
            />
          )}
        </Section>
        <Section title="Foreign tables" query={tables} empty="No foreign tables yet.">
          {(rows) => (
            <Listing
              label="Foreign tables"
              head={['Table', 'Server', 'Options']}
              rows={rows.map((t) => ({
                key: `${t.schema}.${t.name}`,
                cells: [`${t.schema}.${t.name}`, t.server, t.options.join(', ') || '—'],
              }))}
            />
          )}
        </Section>
      </Stack>
      {dialog === 'server' ? (
        <ServerFormModal
          saving={change.isPending}
          error={change.error}
          onSave={(built) => change.mutate(built, { onSuccess: () => setDialog(null) })}
          onClose={() => setDialog(null)}
        />
      ) : null}
      {dialog === 'import' ? (
        <ImportSchemaModal
          servers={postgresServers}
          saving={change.isPending}
          error={change.error}
          onSave={(built) => change.mutate(built, { onSuccess: () => setDialog(null) })}
          onClose={() => setDialog(null)}
        />
      ) : null}
      <SqlConfirmDialog
        visible={deleting !== null}
        title={`Delete server ${deleting?.name ?? ''}`}
        description="Its user mappings and foreign tables are dropped with it; the remote data stays."
        sql={deleting ? dropForeignServer(deleting.name).sql : ''}
        confirmLabel="Delete server"
        variant="danger"
        loading={change.isPending}
        error={change.error}
        onConfirm={() =>
          deleting && change.mutate(dropForeignServer(deleting.name), { onSuccess: () => setDeleting(null) })
        }
        onCancel={() => setDeleting(null)}
      />
    </>
  )
}

function Section<T>({
  title,
  query,
  empty,
  children,
}: {
  title: string
  query: { data: T[] | undefined; error: unknown; isLoading: boolean }
  empty: string
  children: (rows: T[]) => ReactNode
}) {
  return (
    <Stack gap="xs">
      <Title order={2} size="h4">
        {title}
      </Title>
      <QueryRows query={query} what={title.toLowerCase()} empty={empty}>
        {children}
      </QueryRows>
    </Stack>
  )
}

function Listing({
  label,
  head,
  rows,
}: {
  label: string
  head: string[]
  rows: { key: string; cells: ReactNode[] }[]
}) {
  return (
    <Table withTableBorder striped aria-label={label}>
      <Table.Thead>
        <Table.Tr>
          {head.map((h, i) => (
            <Table.Th key={i}>{h || <VisuallyHidden>Actions</VisuallyHidden>}</Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={row.key}>
            {row.cells.map((cell, i) => (
              <Table.Td key={i}>{cell}</Table.Td>
            ))}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  )
}
