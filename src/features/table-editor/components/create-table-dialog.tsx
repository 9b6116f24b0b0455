import { ActionIcon, Alert, Button, Checkbox, Code, Group, Modal, ScrollArea, Select, Stack, Text, TextInput } from '@mantine/core'
import { IconPlus, IconX } from '@tabler/icons-react'
import { useQuery } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import { toPgMetaError } from '@/features/database/api/pg-meta-error'
import { COLUMN_TYPES, DEFAULT_EXPRESSIONS, createTableSql, tableIdSql, type ColumnDefinition } from '@/features/database'
import { referenceableQueryOptions } from '../api/referenceable-query'
import { type DatabaseTarget, runSql } from '../api/run-sql'
import { useWriteMutation } from '../api/write-mutation'

interface DraftColumn {
  name: string
  type: string
  defaultValue: string
  nullable: boolean
  unique: boolean
  primaryKey: boolean
  identity: boolean
  /** "schema.table.column" key of the referenced column, or "" for none. */
  references: string
}

const STARTER: DraftColumn[] = [
  { name: 'id', type: 'int8', defaultValue: '', nullable: false, unique: false, primaryKey: true, identity: true, references: '' },
  { name: 'created_at', type: 'timestamptz', defaultValue: 'now()', nullable: false, unique: false, primaryKey: false, identity: false, references: '' },
]
const BLANK: DraftColumn = { name: '', type: 'text', defaultValue: '', nullable: true, unique: false, primaryKey: false, identity: false, references: '' }

/** Create a table: columns with type, default, nullable, unique, primary key and a foreign key; RLS on by default. */
export default function CreateTableDialog({ target, schema, onClose }: { target: DatabaseTarget; schema: string; onClose: () => void }) {
  const navigate = useNavigate({ from: '/project/$ref/editor/$id' })
  const [name, setName] = useState('')
  const [rls, setRls] = useState(true)
  const [columns, setColumns] = useState<DraftColumn[]>(STARTER)
  const [showSql, setShowSql] = useState(false)
  const write = useWriteMutation(target, undefined)
  const referenceable = useQuery(referenceableQueryOptions(target))
  const refOptions = (referenceable.data ?? []).map((r) => ({ value: JSON.stringify([r.schema, r.table, r.column]), label: `${r.schema}.${r.table}.${r.column} (${r.type})` }))
  const update = (index: number, change: Partial<DraftColumn>) => setColumns((all) => all.map((c, i) => (i === index ? { ...c, ...change } : c)))

  const named = columns.filter((c) => c.name.trim())
  let built: ReturnType<typeof createTableSql> | null = null
  let problem: string | null = null
  try {
    if (name.trim() && named.length) {
      built = createTableSql({
        schema,
        name: name.trim(),
        rls,
        columns: named.map((c): ColumnDefinition => {
          const [refSchema, refTable, refColumn] = c.references ? (JSON.parse(c.references) as string[]) : []
          return {
            name: c.name.trim(),
            type: c.type,
            defaultValue: c.defaultValue || undefined,
            defaultIsExpression: (DEFAULT_EXPRESSIONS as readonly string[]).includes(c.defaultValue),
            nullable: c.nullable,
            unique: c.unique,
            primaryKey: c.primaryKey,
            identity: c.identity,
            references: refSchema && refTable && refColumn ? { schema: refSchema, table: refTable, column: refColumn } : undefined,
          }
        }),
      })
    }
  } catch (e) {
    problem = e instanceof Error ? e.message : String(e)
  }
  const error = write.isError ? toPgMetaError(write.error) : null

  const submit = () => {
    if (!built) return
    const tableName = name.trim()
    write.mutate(built, {
      onSuccess: async () => {
        // Open the new table: its oid, read by name.
        const rows = await runSql(target, tableIdSql(schema, tableName))
        onClose()
        const id = rows[0]?.id
        if (id) void navigate({ to: '/project/$ref/editor/$id', params: (p) => ({ ...p, id: String(id) }), search: { schema } })
      },
    })
  }

  return (
    <Modal opened onClose={onClose} title={`Create a table in ${schema}`} size="xl">
      <form onSubmit={(event) => { event.preventDefault(); submit() }}>
        <Stack gap="sm">
          <TextInput label="Table name" required value={name} onChange={(e) => setName(e.currentTarget.value)} data-autofocus />
          <Checkbox label="Enable row level security (recommended)" description="Without policies, nobody can read or write the rows through the data API." checked={rls} onChange={(e) => setRls(e.currentTarget.checked)} />
          <Text fw={600} size="sm">Columns</Text>
          <ScrollArea.Autosize mah={360} type="auto">
            <Stack gap="xs">
              {columns.map((column, index) => (
                <Group key={index} gap={6} wrap="nowrap" align="flex-end">
                  <TextInput size="xs" w={140} aria-label={`Column ${index + 1} name`} placeholder="column_name" value={column.name} onChange={(e) => update(index, { name: e.currentTarget.value })} />
                  <Select size="xs" w={120} aria-label={`Column ${index + 1} type`} data={[...COLUMN_TYPES]} value={column.type} allowDeselect={false} searchable onChange={(v) => v && update(index, { type: v })} />
                  <Select
                    size="xs"
                    w={140}
                    aria-label={`Column ${index + 1} default`}
                    placeholder="No default"
                    data={[...DEFAULT_EXPRESSIONS]}
                    value={column.defaultValue || null}
                    searchable
                    clearable
                    disabled={column.identity}
                    onChange={(v) => update(index, { defaultValue: v ?? '' })}
                  />
                  <Checkbox size="xs" label="Nullable" checked={column.nullable} disabled={column.primaryKey} onChange={(e) => update(index, { nullable: e.currentTarget.checked })} aria-label={`Column ${index + 1} nullable`} />
                  <Checkbox size="xs" label="Unique" checked={column.unique} onChange={(e) => update(index, { unique: e.currentTarget.checked })} aria-label={`Column ${index + 1} unique`} />
                  <Checkbox size="xs" label="Primary key" checked={column.primaryKey} onChange={(e) => update(index, { primaryKey: e.currentTarget.checked, nullable: e.currentTarget.checked ? false : column.nullable })} aria-label={`Column ${index + 1} primary key`} />
                  <Select size="xs" w={220} aria-label={`Column ${index + 1} references`} placeholder="No foreign key" data={refOptions} value={column.references || null} searchable clearable onChange={(v) => update(index, { references: v ?? '' })} />
                  <ActionIcon variant="subtle" aria-label={`Remove column ${index + 1}`} onClick={() => setColumns((all) => all.filter((_, i) => i !== index))}>
                    <IconX size={14} />
                  </ActionIcon>
                </Group>
              ))}
            </Stack>
          </ScrollArea.Autosize>
          <Group>
            <Button size="xs" variant="default" leftSection={<IconPlus size={12} />} onClick={() => setColumns((all) => [...all, BLANK])}>
              Add column
            </Button>
          </Group>
          {problem ? <Alert color="red">{problem}</Alert> : null}
          {showSql && built ? <Code block aria-label="SQL to run">{built.sql}</Code> : null}
          {error ? (
            <Alert color="red" title="The database refused the change">
              <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>{[error.message, error.detail, error.hint].filter(Boolean).join('\n')}</Text>
            </Alert>
          ) : null}
          <Group justify="flex-end">
            <Button variant="subtle" onClick={() => setShowSql((s) => !s)} disabled={!built}>{showSql ? 'Hide SQL' : 'View SQL'}</Button>
            <Button variant="default" onClick={onClose}>Cancel</Button>
            <Button type="submit" loading={write.isPending} disabled={!built}>Create table</Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  )
}
