import { ActionIcon, Autocomplete, Checkbox, Tooltip, type MantineSize } from '@mantine/core'
import { IconQuote } from '@tabler/icons-react'
import { useQuery } from '@tanstack/react-query'
import { COLUMN_TYPES, DEFAULT_EXPRESSIONS, literal } from '@/features/database'
import type { ProjectConnection } from '../api/run-built-sql'
import { enumTypesQueryOptions } from './tables-queries'

type TypeOptions = { group: string; items: string[] }[]

/** The types a column picker suggests: the common ones, then the database's enumerated types. */
export function useColumnTypeOptions(connection: ProjectConnection): TypeOptions {
  const enums = useQuery(enumTypesQueryOptions(connection))
  return [{ group: 'Types', items: [...COLUMN_TYPES] }, ...(enums.data?.length ? [{ group: 'Enumerated types', items: enums.data.map((e) => e.type) }] : [])]
}

/** A type as the picker edits it: its base name and whether it is an array of that type. */
export const splitArrayType = (type: string) => (type.endsWith('[]') ? { type: type.slice(0, -2), isArray: true } : { type, isArray: false })
export const joinArrayType = ({ type, isArray }: { type: string; isArray: boolean }) => (isArray ? `${type.trim()}[]` : type.trim())

/**
 * A column's type in Add column, Create table and Edit column alike: any type Postgres knows, typed
 * freely, with the common and enumerated types suggested; "Array" makes it an array of that type.
 */
export function ColumnTypeFields({
  label,
  value,
  options,
  size,
  width,
  onChange,
}: {
  /** The accessible name prefix, e.g. "Column 1" in a list of columns; none in a one-column form. */
  label?: string
  value: { type: string; isArray: boolean }
  options: TypeOptions
  size?: MantineSize
  width?: number
  onChange: (change: { type?: string; isArray?: boolean }) => void
}) {
  return (
    <>
      <Autocomplete
        size={size}
        w={width}
        label="Type"
        aria-label={label ? `${label} type` : undefined}
        description={label ? undefined : 'Any type Postgres knows, e.g. int8, numeric(10,2), varchar(80)'}
        data={options}
        value={value.type}
        onChange={(type) => onChange({ type })}
      />
      <Checkbox size={size} label="Array" aria-label={label ? `${label} array` : undefined} checked={value.isArray} onChange={(e) => onChange({ isArray: e.currentTarget.checked })} />
    </>
  )
}

/** A column's default as an SQL expression (now(), 0, 'draft'), with the common ones suggested and a helper that quotes typed text as a literal. */
export function ColumnDefaultInput({
  label,
  value,
  disabled,
  size,
  width,
  onChange,
}: {
  label?: string
  value: string
  disabled?: boolean
  size?: MantineSize
  width?: number
  onChange: (value: string) => void
}) {
  const name = label ? `${label} default` : 'Default'
  return (
    <Autocomplete
      size={size}
      w={width}
      label="Default"
      aria-label={label ? name : undefined}
      description={label ? undefined : "An SQL expression, e.g. now() or 'draft'; empty for none"}
      placeholder="No default"
      data={[...DEFAULT_EXPRESSIONS]}
      value={value}
      disabled={disabled}
      onChange={onChange}
      rightSection={
        <Tooltip label="Write the text as a quoted value">
          <ActionIcon
            variant="subtle"
            size="sm"
            aria-label={`Quote ${name.toLowerCase()} as text`}
            disabled={disabled || !value}
            onClick={() => onChange(literal(value))}
          >
            <IconQuote size={14} />
          </ActionIcon>
        </Tooltip>
      }
    />
  )
}
