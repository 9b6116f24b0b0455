import { ActionIcon, Button, Group, Tabs, TextInput } from '@mantine/core'
import { IconPlus, IconX } from '@tabler/icons-react'
import { useState } from 'react'
import type { FunctionFile } from '../api/schemas'

const FILE_NAME = /^[A-Za-z0-9_-][A-Za-z0-9_./-]*\.(ts|js|tsx|jsx|json|mjs)$/

/** The function's files as tabs; while editing, files can be added and removed (not the entrypoint). */
export function FileTabs({
  files,
  active,
  onActive,
  editing,
  entrypoint,
  onAdd,
  onRemove,
}: {
  files: FunctionFile[]
  active: string
  onActive: (name: string) => void
  editing: boolean
  entrypoint: string
  onAdd?: (name: string) => void
  onRemove?: (name: string) => void
}) {
  const [adding, setAdding] = useState<string | null>(null)
  const problem =
    adding === null || adding === ''
      ? undefined
      : !FILE_NAME.test(adding) || adding.includes('..')
        ? 'A file name like utils.ts (letters, digits, ., -, _ and /)'
        : files.some((f) => f.name === adding)
          ? 'A file with this name exists'
          : undefined
  const add = () => {
    if (!adding || problem) return
    onAdd?.(adding)
    setAdding(null)
  }
  return (
    <Group gap="xs" align="flex-end" wrap="wrap" mb="xs">
      <Tabs value={active} onChange={(value) => value && onActive(value)}>
        <Tabs.List aria-label="Files">
          {files.map((file) => (
            <Tabs.Tab key={file.name} value={file.name}>
              {file.name}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      {editing && active !== entrypoint && onRemove ? (
        <ActionIcon variant="subtle" color="red" aria-label={`Remove ${active}`} onClick={() => onRemove(active)}>
          <IconX size={16} />
        </ActionIcon>
      ) : null}
      {editing && onAdd ? (
        adding === null ? (
          <Button variant="subtle" size="xs" leftSection={<IconPlus size={14} />} onClick={() => setAdding('')}>
            Add file
          </Button>
        ) : (
          <Group gap={4} align="flex-start">
            <TextInput
              size="xs"
              aria-label="New file name"
              placeholder="utils.ts"
              value={adding}
              error={problem}
              ref={(input) => input?.focus()}
              onChange={(event) => setAdding(event.currentTarget.value)}
              onKeyDown={(event) => {
                if (event.key === 'Enter') add()
                if (event.key === 'Escape') setAdding(null)
              }}
            />
            <Button size="xs" onClick={add} disabled={!adding || Boolean(problem)}>
              Add
            </Button>
            <Button size="xs" variant="default" onClick={() => setAdding(null)}>
              Cancel
            </Button>
          </Group>
        )
      ) : null}
    </Group>
  )
}
