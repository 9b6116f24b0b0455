import { TextInput } from '@mantine/core'
import { IconSearch } from '@tabler/icons-react'

/** The search box of a database page; it filters the rows already read. */
export function ObjectSearch({ label, value, onChange }: { label: string; value: string; onChange: (value: string) => void }) {
  return (
    <TextInput
      aria-label={label}
      placeholder={label}
      leftSection={<IconSearch size={16} />}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      maw={360}
    />
  )
}

/** Rows any of whose texts contain the search, ignoring case. */
export function matching<T>(rows: readonly T[] | undefined, search: string, texts: (row: T) => readonly string[]): T[] | undefined {
  const needle = search.trim().toLowerCase()
  if (!rows || !needle) return rows ? [...rows] : undefined
  return rows.filter((row) => texts(row).some((text) => text.toLowerCase().includes(needle)))
}
