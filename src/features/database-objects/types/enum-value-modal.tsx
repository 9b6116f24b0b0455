import { Group, Select, TextInput } from '@mantine/core'
import { useState } from 'react'
import { addEnumValue, type EnumType, renameEnumValue } from '@/features/database'
import type { BuiltSql } from '../api/run-built-sql'
import { SqlFormModal } from '../components/sql-form-modal'

const AT_END = 'end'

/** Add a value to an enum (at the end, or before / after one), or rename one of its values. */
export function EnumValueModal({
  type,
  mode,
  saving,
  error,
  onSave,
  onClose,
}: {
  type: EnumType
  mode: 'add' | 'rename'
  saving: boolean
  error: unknown
  onSave: (built: BuiltSql<unknown>) => void
  onClose: () => void
}) {
  const [value, setValue] = useState('')
  const [place, setPlace] = useState<string>(AT_END)
  const [target, setTarget] = useState<string | null>(mode === 'rename' ? (type.values[0] ?? null) : null)
  const taken = type.values.includes(value)
  const valueError = !value ? 'Enter a value' : taken ? `${type.name} already has the value ${value}` : undefined
  const placeAt = place === AT_END || !target ? undefined : { place: place as 'before' | 'after', value: target }
  const built = valueError
    ? null
    : mode === 'add'
      ? addEnumValue(type, value, placeAt)
      : target
        ? renameEnumValue(type, target, value)
        : null
  const name = `${type.schema}.${type.name}`

  return (
    <SqlFormModal
      title={mode === 'add' ? `Add a value to ${name}` : `Rename a value of ${name}`}
      build={() => built}
      saving={saving}
      error={error}
      errorTitle="The type was not changed"
      submitLabel={mode === 'add' ? 'Add value' : 'Rename value'}
      onRun={onSave}
      onClose={onClose}
      size="md"
    >
      {(submitted) => (
        <>
          {mode === 'add' ? (
            <Group grow align="flex-start">
              <Select
                label="Position"
                data={[
                  { value: AT_END, label: 'At the end' },
                  { value: 'before', label: 'Before' },
                  { value: 'after', label: 'After' },
                ]}
                value={place}
                allowDeselect={false}
                onChange={(p) => p && setPlace(p)}
              />
              <Select
                label="Existing value"
                disabled={place === AT_END}
                data={type.values}
                value={target}
                onChange={setTarget}
              />
            </Group>
          ) : (
            <Select
              label="Value to rename"
              data={type.values}
              value={target}
              allowDeselect={false}
              onChange={setTarget}
            />
          )}
          <TextInput
            label={mode === 'add' ? 'New value' : 'New name'}
            withAsterisk
            value={value}
            error={submitted ? valueError : undefined}
            onChange={(e) => setValue(e.currentTarget.value)}
          />
        </>
      )}
    </SqlFormModal>
  )
}
