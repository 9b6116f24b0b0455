import { ActionIcon, Checkbox, Group, Paper, Select, TextInput } from '@mantine/core'
import { IconX } from '@tabler/icons-react'
import { FOREIGN_KEY_ACTIONS, type ColumnDefinition, type ForeignKeyAction } from '@/features/database'
import { ColumnDefaultInput, ColumnTypeFields, joinArrayType, type useColumnTypeOptions } from './column-fields'

export interface DraftColumn {
  name: string
  type: string
  isArray: boolean
  defaultValue: string
  nullable: boolean
  unique: boolean
  primaryKey: boolean
  identity: boolean
  /** JSON [schema, table, column] of the referenced column, or '' for none. */
  references: string
  onDelete: ForeignKeyAction
  onUpdate: ForeignKeyAction
}

export const BLANK_COLUMN: DraftColumn = {
  name: '', type: 'text', isArray: false, defaultValue: '', nullable: true, unique: false, primaryKey: false, identity: false,
  references: '', onDelete: 'no action', onUpdate: 'no action',
}
export const STARTER_COLUMNS: DraftColumn[] = [
  { ...BLANK_COLUMN, name: 'id', type: 'int8', nullable: false, primaryKey: true, identity: true },
  { ...BLANK_COLUMN, name: 'created_at', type: 'timestamptz', defaultValue: 'now()', nullable: false },
]

/** The builder's column from the form's draft. */
export function toColumnDefinition(c: DraftColumn): ColumnDefinition {
  const [schema, table, column] = c.references ? (JSON.parse(c.references) as string[]) : []
  return {
    name: c.name.trim(),
    type: joinArrayType(c),
    defaultValue: c.defaultValue.trim() || undefined,
    defaultIsExpression: true,
    nullable: c.nullable,
    unique: c.unique,
    primaryKey: c.primaryKey,
    identity: c.identity && INTEGER_TYPES.includes(c.type.trim()) && !c.isArray,
    references: schema && table && column ? { schema, table, column, onDelete: c.onDelete, onUpdate: c.onUpdate } : undefined,
  }
}

const INTEGER_TYPES = ['int2', 'int4', 'int8', 'smallint', 'integer', 'bigint']
const ACTION_OPTIONS = FOREIGN_KEY_ACTIONS.map((a) => ({ value: a, label: a.toUpperCase() }))

/** One column of the create-table and add-column forms: name, type (arrays, enums), default with suggestions, flags, foreign key. */
export function ColumnDraftRow({
  index,
  column,
  typeOptions,
  referenceOptions,
  onChange,
  onRemove,
}: {
  index: number
  column: DraftColumn
  typeOptions: ReturnType<typeof useColumnTypeOptions>
  referenceOptions: { value: string; label: string }[]
  onChange: (change: Partial<DraftColumn>) => void
  /** Removes this column from a list of columns; none where the form is the one column. */
  onRemove?: () => void
}) {
  const n = index + 1
  return (
    <Paper withBorder p="xs">
      <Group gap={6} align="flex-end" wrap="wrap">
        <TextInput size="xs" w={150} label="Name" aria-label={`Column ${n} name`} placeholder="column_name" value={column.name} onChange={(e) => onChange({ name: e.currentTarget.value })} />
        <ColumnTypeFields size="xs" width={170} label={`Column ${n}`} value={column} options={typeOptions} onChange={onChange} />
        <ColumnDefaultInput size="xs" width={190} label={`Column ${n}`} value={column.defaultValue} disabled={column.identity} onChange={(v) => onChange({ defaultValue: v })} />
        {INTEGER_TYPES.includes(column.type.trim()) && !column.isArray ? (
          <Checkbox size="xs" label="Identity" aria-label={`Column ${n} identity`} checked={column.identity} onChange={(e) => onChange({ identity: e.currentTarget.checked })} />
        ) : null}
        <Checkbox size="xs" label="Nullable" aria-label={`Column ${n} nullable`} checked={column.nullable} disabled={column.primaryKey} onChange={(e) => onChange({ nullable: e.currentTarget.checked })} />
        <Checkbox size="xs" label="Unique" aria-label={`Column ${n} unique`} checked={column.unique} onChange={(e) => onChange({ unique: e.currentTarget.checked })} />
        <Checkbox
          size="xs"
          label="Primary key"
          aria-label={`Column ${n} primary key`}
          checked={column.primaryKey}
          onChange={(e) => onChange({ primaryKey: e.currentTarget.checked, nullable: e.currentTarget.checked ? false : column.nullable })}
        />
        {onRemove ? (
          <ActionIcon variant="subtle" aria-label={`Remove column ${n}`} onClick={onRemove}>
            <IconX size={14} />
          </ActionIcon>
        ) : null}
      </Group>
      <Group gap={6} align="flex-end" wrap="wrap" mt={6}>
        <Select size="xs" w={260} label="Foreign key" aria-label={`Column ${n} references`} placeholder="No foreign key" data={referenceOptions} value={column.references || null} searchable clearable onChange={(v) => onChange({ references: v ?? '' })} />
        {column.references ? (
          <>
            <Select size="xs" w={140} label="On delete" aria-label={`Column ${n} on delete`} data={ACTION_OPTIONS} value={column.onDelete} allowDeselect={false} onChange={(v) => v && onChange({ onDelete: v as ForeignKeyAction })} />
            <Select size="xs" w={140} label="On update" aria-label={`Column ${n} on update`} data={ACTION_OPTIONS} value={column.onUpdate} allowDeselect={false} onChange={(v) => v && onChange({ onUpdate: v as ForeignKeyAction })} />
          </>
        ) : null}
      </Group>
    </Paper>
  )
}

