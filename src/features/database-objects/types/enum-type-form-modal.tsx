import { ActionIcon, Button, Group, Input, Stack, TextInput } from '@mantine/core'
import { IconPlus, IconTrash } from '@tabler/icons-react'
import { useState } from 'react'
import { createEnumType } from '@/features/database'
import type { BuiltSql } from '../api/run-built-sql'
import { SqlFormModal } from '../components/sql-form-modal'

/** Create an enumerated type: schema, name and its values in order. */
export function EnumTypeFormModal({
  saving,
  error,
  onSave,
  onClose,
}: {
  saving: boolean
  error: unknown
  onSave: (built: BuiltSql<unknown>) => void
  onClose: () => void
}) {
  const [schema, setSchema] = useState('public')
  const [name, setName] = useState('')
  const [values, setValues] = useState<string[]>([''])
  const filled = values.filter((v) => v !== '')
  const duplicate = new Set(filled).size !== filled.length
  const errors = {
    schema: schema.trim() ? undefined : 'Enter a schema',
    name: name.trim() ? undefined : 'Enter a name',
    values: !filled.length ? 'Add at least one value' : duplicate ? 'Each value must be different' : undefined,
  }
  const valid = !errors.schema && !errors.name && !errors.values
  const built = valid ? createEnumType({ schema: schema.trim(), name: name.trim(), values: filled }) : null

  return (
    <SqlFormModal
      title="Create enumerated type"
      build={() => built}
      saving={saving}
      error={error}
      errorTitle="The type was not created"
      submitLabel="Create type"
      onRun={onSave}
      onClose={onClose}
      size="md"
    >
      {(submitted) => {
        const shown: Partial<typeof errors> = submitted ? errors : {}
        return (
          <>
            <Group grow align="flex-start">
              <TextInput
                label="Schema"
                withAsterisk
                value={schema}
                error={shown.schema}
                onChange={(e) => setSchema(e.currentTarget.value)}
              />
              <TextInput
                label="Name"
                withAsterisk
                value={name}
                error={shown.name}
                onChange={(e) => setName(e.currentTarget.value)}
              />
            </Group>
            <Input.Wrapper label="Values" withAsterisk error={shown.values}>
              <Stack gap={6} mt={4}>
                {values.map((value, i) => (
                  <Group key={i} gap="xs" wrap="nowrap">
                    <TextInput
                      aria-label={`Value ${i + 1}`}
                      value={value}
                      onChange={(e) => {
                        const next = e.currentTarget.value
                        setValues((vs) => vs.map((v, j) => (j === i ? next : v)))
                      }}
                      style={{ flex: 1 }}
                    />
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={`Remove value ${i + 1}`}
                      disabled={values.length === 1}
                      onClick={() => setValues((vs) => vs.filter((_, j) => j !== i))}
                    >
                      <IconTrash size={16} />
                    </ActionIcon>
                  </Group>
                ))}
                <Button
                  variant="default"
                  size="xs"
                  w="fit-content"
                  leftSection={<IconPlus size={14} />}
                  onClick={() => setValues((vs) => [...vs, ''])}
                >
                  Add value
                </Button>
              </Stack>
            </Input.Wrapper>
          </>
        )
      }}
    </SqlFormModal>
  )
}
