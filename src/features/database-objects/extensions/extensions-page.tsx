import { Badge, Checkbox, List, Loader, Stack, Table, Text, TextInput } from '@mantine/core'
import { IconSearch } from '@tabler/icons-react'
import { useQuery } from '@tanstack/react-query'
import { useDeferredValue, useState } from 'react'
import { PageHeader } from '@/components/page-header'
import {
  DEFAULT_EXTENSION_SCHEMA,
  disableExtension,
  enableExtension,
  extensionDependentSchema,
  extensionDependentsSql,
  listExtensionsSql,
  SqlConfirmDialog,
  type AvailableExtension,
} from '@/features/database'
import { databaseKeys } from '@/features/database/api/keys'
import { PermissionButton } from '@/features/permissions'
import { databaseObjectKeys } from '../api/keys'
import { introspectionQueryOptions } from '../api/introspection'
import { useProjectConnection, useRunSqlMutation } from '../api/run-built-sql'
import { ObjectTable } from '../components/object-table'
import { QueryRows } from '../components/query-status'
import { ReadOnlyNotice } from '../components/read-only-notice'
import { useDatabaseWrite } from '../components/use-database-write'

/** Issue 21 item 6: every extension the database can load; enable (schema, CASCADE shown) or disable (dependants listed). */
export function ExtensionsPage({
  projectRef,
  search,
  onSearchChange,
}: {
  projectRef: string
  /** The search in the URL (?search=), so a link can open the page filtered to one extension. */
  search: string
  onSearchChange: (search: string) => void
}) {
  const connection = useProjectConnection(projectRef)
  const write = useDatabaseWrite(projectRef)
  const extensions = useQuery(introspectionQueryOptions(connection, databaseObjectKeys.extensions(projectRef), listExtensionsSql()))
  const [text, setText] = useState(search)
  const filter = useDeferredValue(text.trim().toLowerCase())
  const [urlSearch, setUrlSearch] = useState(search)
  // Back / forward or a new link with another ?search= replaces what is typed.
  if (search !== urlSearch) {
    setUrlSearch(search)
    setText(search)
  }
  const [enabling, setEnabling] = useState<AvailableExtension | null>(null)
  const [schema, setSchema] = useState(DEFAULT_EXTENSION_SCHEMA)
  const [disabling, setDisabling] = useState<AvailableExtension | null>(null)
  const [cascade, setCascade] = useState(false)
  const dependents = useQuery({
    ...introspectionQueryOptions(connection, [...databaseObjectKeys.extensions(projectRef), 'dependents', disabling?.name], {
      sql: extensionDependentsSql(disabling?.name ?? '').sql,
      schema: extensionDependentSchema,
    }),
    enabled: Boolean(connection.connectionString && disabling),
  })
  // Enabling or disabling changes what other pages find (cron, vault, hooks): refresh the whole database.
  const change = useRunSqlMutation(connection, [databaseKeys.all(projectRef)])
  const shown = (extensions.data ?? []).filter((e) => !filter || e.name.includes(filter) || (e.comment ?? '').toLowerCase().includes(filter))
  const enableBuilt = enabling ? enableExtension({ name: enabling.name, schema: schema.trim() || undefined }) : null
  const disableBuilt = disabling ? disableExtension({ name: disabling.name, cascade }) : null

  return (
    <>
      <PageHeader title="Extensions" description="Postgres extensions this database can load, and the ones it has enabled." />
      <ReadOnlyNotice write={write} />
      <Stack gap="md">
        <TextInput w={{ base: '100%', xs: 280 }} label="Search extensions" leftSection={<IconSearch size={14} />} value={text} onChange={(e) => {
          setText(e.currentTarget.value)
          setUrlSearch(e.currentTarget.value.trim())
          onSearchChange(e.currentTarget.value.trim())
        }} />
        <QueryRows query={extensions} what="extensions" empty="This database offers no extensions.">
          {() => (
            <Table.ScrollContainer minWidth={640}>
              <ObjectTable label="Extensions" columns={['Name', 'Version', 'Status', 'Schema', 'Description']}>
                {shown.map((extension) => {
                  const installed = extension.installed_version !== null
                  return (
                    <Table.Tr key={extension.name}>
                      <Table.Td fw={500}>{extension.name}</Table.Td>
                      <Table.Td>{extension.installed_version ?? extension.default_version ?? '—'}</Table.Td>
                      <Table.Td>
                        <Badge variant="light" color={installed ? 'green' : 'gray'} miw="max-content">{installed ? 'Enabled' : 'Available'}</Badge>
                      </Table.Td>
                      <Table.Td>{extension.schema ?? '—'}</Table.Td>
                      <Table.Td><Text size="sm" lineClamp={2}>{extension.comment}</Text></Table.Td>
                      <Table.Td>
                        <PermissionButton
                          size="compact-sm"
                          variant={installed ? 'default' : 'light'}
                          color={installed ? 'red' : undefined}
                          allowed={write.can}
                          reason={write.reason}
                          aria-label={`${installed ? 'Disable' : 'Enable'} ${extension.name}`}
                          onClick={() => {
                            change.reset()
                            if (installed) {
                              setCascade(false)
                              setDisabling(extension)
                            } else {
                              setSchema(DEFAULT_EXTENSION_SCHEMA)
                              setEnabling(extension)
                            }
                          }}
                        >
                          {installed ? 'Disable' : 'Enable'}
                        </PermissionButton>
                      </Table.Td>
                    </Table.Tr>
                  )
                })}
              </ObjectTable>
            </Table.ScrollContainer>
          )}
        </QueryRows>
      </Stack>
      <SqlConfirmDialog
        visible={enableBuilt !== null}
        title={`Enable ${enabling?.name ?? ''}`}
        description={
          <Stack gap="xs">
            <TextInput label="Schema" description="Created if it does not exist; leave empty for the extension's own choice" value={schema} onChange={(e) => setSchema(e.currentTarget.value)} />
            <Text size="sm">CASCADE also enables the extensions it requires.</Text>
          </Stack>
        }
        sql={enableBuilt?.sql ?? ''}
        confirmLabel="Enable extension"
        loading={change.isPending}
        error={change.error}
        onConfirm={() => enableBuilt && change.mutate(enableBuilt, { onSuccess: () => setEnabling(null) })}
        onCancel={() => setEnabling(null)}
      />
      <SqlConfirmDialog
        visible={disableBuilt !== null}
        title={`Disable ${disabling?.name ?? ''}`}
        description={
          <Stack gap="xs">
            {dependents.isLoading ? <Loader size="xs" aria-label="Loading what depends on the extension" /> : null}
            {dependents.data?.length === 0 ? <Text size="sm">Nothing depends on this extension.</Text> : null}
            {dependents.data?.length ? (
              <>
                <Text size="sm">These depend on it and go with it under CASCADE:</Text>
                <List size="sm" aria-label="Dependent objects">
                  {dependents.data.map((d) => <List.Item key={`${d.kind}:${d.name}`}>{d.kind} {d.name}</List.Item>)}
                </List>
                <Checkbox label="Also drop what depends on it (CASCADE)" checked={cascade} onChange={(e) => setCascade(e.currentTarget.checked)} />
              </>
            ) : null}
          </Stack>
        }
        sql={disableBuilt?.sql ?? ''}
        confirmLabel="Disable extension"
        variant="danger"
        loading={change.isPending}
        error={change.error}
        onConfirm={() => disableBuilt && change.mutate(disableBuilt, { onSuccess: () => setDisabling(null) })}
        onCancel={() => setDisabling(null)}
      />
    </>
  )
}

