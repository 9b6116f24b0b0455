import { Badge, CloseButton, Group, Stack, Table, Text } from '@mantine/core'
import { IconTablePlus } from '@tabler/icons-react'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { PageHeader } from '@/components/page-header'
import {
  dropPublication,
  type Publication,
  type PublishedTable,
  removePublicationTable,
  SqlConfirmDialog,
} from '@/features/database'
import { realtimePublicationKey } from '@/features/database/api/realtime-publication-query'
import { databaseObjectKeys } from '../api/keys'
import { CreateButton } from '../components/create-button'
import { ReadOnlyNotice } from '../components/read-only-notice'
import { useDatabaseWrite } from '../components/use-database-write'
import { useProjectConnection, useRunSqlMutation } from '../api/run-built-sql'
import { matching, ObjectSearch } from '../components/object-search'
import { DeleteAction, ObjectTable, RowAction, RowActions } from '../components/object-table'
import { QueryRows } from '../components/query-status'
import { PublicationFormModal } from './publication-form-modal'
import { PublicationTableModal } from './publication-table-modal'
import { RealtimePublicationCard } from './realtime-publication-card'
import { publicationsQueryOptions } from './publications-queries'

type Dialog = { kind: 'create' } | { kind: 'add'; publication: Publication } | null
type Removal =
  { kind: 'table'; publication: string; table: PublishedTable } | { kind: 'publication'; publication: string } | null

const removalSql = (r: NonNullable<Removal>) =>
  r.kind === 'table' ? removePublicationTable(r.publication, r.table) : dropPublication(r.publication)

/** CONTRACT §10 database/publications: publications and their tables; add / remove tables, create, drop. */
export function PublicationsPage({ projectRef }: { projectRef: string }) {
  const connection = useProjectConnection(projectRef)
  const write = useDatabaseWrite(projectRef)
  const publications = useQuery(publicationsQueryOptions(connection))
  // The realtime publication's card reads the same catalog.
  const changed = [databaseObjectKeys.publications(projectRef), realtimePublicationKey(projectRef)]
  const save = useRunSqlMutation(connection, changed)
  const remove = useRunSqlMutation(connection, changed)
  const [search, setSearch] = useState('')
  const [dialog, setDialog] = useState<Dialog>(null)
  const [removal, setRemoval] = useState<Removal>(null)
  const rows = matching(publications.data, search, (p) => [p.name, ...p.tables.map((t) => `${t.schema}.${t.name}`)])
  const saved = {
    connection,
    saving: save.isPending,
    error: save.error,
    onClose: () => setDialog(null),
    onSave: (built: Parameters<typeof save.mutate>[0]) => save.mutate(built, { onSuccess: () => setDialog(null) }),
  }

  return (
    <>
      <PageHeader
        title="Publications"
        description="Sets of tables whose changes are streamed to subscribers, such as realtime and replicas."
        actions={
          <CreateButton
            write={write}
            label="Create publication"
            onClick={() => (save.reset(), setDialog({ kind: 'create' }))}
          />
        }
      />
      <ReadOnlyNotice write={write} />
      <Stack gap="md">
        <RealtimePublicationCard connection={connection} write={write} />
        <ObjectSearch label="Search publications" value={search} onChange={setSearch} />
        <QueryRows
          query={{ data: rows, error: publications.error, isLoading: publications.isLoading }}
          what="publications"
          empty={search ? 'No publication matches your search.' : 'No publications yet.'}
        >
          {(list) => (
            <ObjectTable label="Publications" columns={['Name', 'Publishes', 'Tables']}>
              {list.map((p) => (
                <Table.Tr key={p.id}>
                  <Table.Td fw={500}>{p.name}</Table.Td>
                  <Table.Td>{p.actions.join(', ') || 'nothing'}</Table.Td>
                  <Table.Td>
                    {p.all_tables ? (
                      <Text size="sm">All tables</Text>
                    ) : p.tables.length === 0 ? (
                      <Text size="sm" c="dimmed">
                        No tables
                      </Text>
                    ) : (
                      <Group gap={4}>
                        {p.tables.map((t) => (
                          <Badge
                            key={`${t.schema}.${t.name}`}
                            variant="light"
                            tt="none"
                            pr={2}
                            rightSection={
                              write.can ? (
                                <CloseButton
                                  size="xs"
                                  aria-label={`Remove ${t.schema}.${t.name} from ${p.name}`}
                                  onClick={() => (
                                    remove.reset(),
                                    setRemoval({ kind: 'table', publication: p.name, table: t })
                                  )}
                                />
                              ) : undefined
                            }
                          >
                            {t.schema}.{t.name}
                          </Badge>
                        ))}
                      </Group>
                    )}
                  </Table.Td>
                  {write.can ? (
                    <RowActions>
                      {p.all_tables ? null : (
                        <RowAction
                          label={`Add a table to ${p.name}`}
                          icon={<IconTablePlus size={16} />}
                          onClick={() => (save.reset(), setDialog({ kind: 'add', publication: p }))}
                        />
                      )}
                      <DeleteAction
                        name={p.name}
                        onClick={() => (remove.reset(), setRemoval({ kind: 'publication', publication: p.name }))}
                      />
                    </RowActions>
                  ) : (
                    <Table.Td />
                  )}
                </Table.Tr>
              ))}
            </ObjectTable>
          )}
        </QueryRows>
      </Stack>
      {dialog?.kind === 'create' ? <PublicationFormModal {...saved} /> : null}
      {dialog?.kind === 'add' ? <PublicationTableModal publication={dialog.publication} {...saved} /> : null}
      <SqlConfirmDialog
        visible={removal !== null}
        title={
          removal?.kind === 'table'
            ? `Remove ${removal.table.schema}.${removal.table.name} from ${removal.publication}`
            : `Delete publication ${removal?.publication ?? ''}`
        }
        description={
          removal?.kind === 'table'
            ? 'Its changes stop being published; the table and its rows stay.'
            : 'Subscribers of this publication stop receiving changes.'
        }
        sql={removal ? removalSql(removal).sql : ''}
        confirmLabel={removal?.kind === 'table' ? 'Remove table' : 'Delete publication'}
        variant="danger"
        loading={remove.isPending}
        error={remove.error}
        onConfirm={() => removal && remove.mutate(removalSql(removal), { onSuccess: () => setRemoval(null) })}
        onCancel={() => setRemoval(null)}
      />
    </>
  )
}
