import { Button, Group, Stack, Table, Title } from '@mantine/core'
import { IconDatabaseImport, IconPlus } from '@tabler/icons-react'
import { useQuery } from '@tanstack/react-query'
import { useState, type ReactNode } from 'react'
import { PageHeader } from '@/components/page-header'
import {
  dropForeignServer,
  ExtensionNotice,
  type ForeignServer,
  SqlConfirmDialog,
} from '@/features/database'
import { extensionStatusQueryOptions } from '@/features/database/api/extension-status-query'
import { databaseObjectKeys } from '../api/keys'
import { useProjectConnection, useRunSqlMutation } from '../api/run-built-sql'
import { DeleteAction, ObjectTable, RowActions } from '../components/object-table'
import { QueryRows } from '../components/query-status'
import { ReadOnlyNotice } from '../components/read-only-notice'
import { useReadOnlyWrite } from '../components/use-database-write'
import { ImportSchemaModal } from './import-schema-modal'
import { WrappersPreview } from './wrappers-preview'
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
  install: 'It ships with PostgreSQL’s contrib modules; install them on your database server, then enable it here.',
  preview: <WrappersPreview />,
}

type Dialog = 'server' | 'import' | null

/** SPEC §2 Database wrappers: foreign data wrappers, servers and foreign tables. */
export function WrappersPage({ projectRef }: { projectRef: string }) {
  const connection = useProjectConnection(projectRef)
  const write = useReadOnlyWrite(projectRef)
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
              <Button leftSection={<IconPlus size={16} />} disabled={!write.can} onClick={() => open('server')}>
                Add Postgres server
              </Button>
              <Button
                variant="default"
                leftSection={<IconDatabaseImport size={16} />}
                disabled={postgresServers.length === 0 || !write.can}
                onClick={() => open('import')}
              >
                Import foreign schema
              </Button>
            </Group>
          ) : null
        }
      />
      <ReadOnlyNotice write={write} />
      <Stack gap="lg">
        <ExtensionNotice database={connection} extension={POSTGRES_FDW_EXTENSION} status={fdw} />
        <Section title="Foreign data wrappers" query={wrappers} empty="No foreign data wrapper is installed.">
          {(rows) => (
            <ObjectTable label="Foreign data wrappers" columns={['Name', 'Handler', 'Validator']} actions={false}>
              {rows.map((w) => (
                <Table.Tr key={w.name}>
                  <Table.Td>{w.name}</Table.Td>
                  <Table.Td>{w.handler ?? '—'}</Table.Td>
                  <Table.Td>{w.validator ?? '—'}</Table.Td>
                </Table.Tr>
              ))}
            </ObjectTable>
          )}
        </Section>
        <Section title="Foreign servers" query={servers} empty="No foreign servers yet.">
          {(rows) => (
            <ObjectTable
              label="Foreign servers"
              columns={['Name', 'Wrapper', 'Options', 'User mappings', 'Foreign tables']}
            >
              {rows.map((s) => (
                <Table.Tr key={s.name}>
                  <Table.Td>{s.name}</Table.Td>
                  <Table.Td>{s.wrapper}</Table.Td>
                  <Table.Td>{s.options.join(', ') || '—'}</Table.Td>
                  <Table.Td>{s.mapped_roles.join(', ') || '—'}</Table.Td>
                  <Table.Td>{s.foreign_tables}</Table.Td>
                  <RowActions>
                    <DeleteAction name={`server ${s.name}`} onClick={() => (change.reset(), setDeleting(s))} />
                  </RowActions>
                </Table.Tr>
              ))}
            </ObjectTable>
          )}
        </Section>
        <Section title="Foreign tables" query={tables} empty="No foreign tables yet.">
          {(rows) => (
            <ObjectTable label="Foreign tables" columns={['Table', 'Server', 'Options']} actions={false}>
              {rows.map((t) => (
                <Table.Tr key={`${t.schema}.${t.name}`}>
                  <Table.Td>{`${t.schema}.${t.name}`}</Table.Td>
                  <Table.Td>{t.server}</Table.Td>
                  <Table.Td>{t.options.join(', ') || '—'}</Table.Td>
                </Table.Tr>
              ))}
            </ObjectTable>
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
