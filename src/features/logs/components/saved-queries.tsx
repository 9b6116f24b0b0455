import { Button, Group, Menu, Modal, TextInput } from '@mantine/core'
import { useCallback, useState } from 'react'
import { dialogWidth } from '@/components/dialog-sizes'
import { addRecent, readLogQueries, writeLogQueries, type StoredLogQuery } from '../saved-queries'

type QueryState = Omit<StoredLogQuery, 'name' | 'at'>

const describe = (q: QueryState) =>
  q.mode === 'sql'
    ? q.sql.replace(/\s+/g, ' ').slice(0, 60)
    : `${q.source}${q.filters.map((f) => ` · ${f.path.replace('metadata.', '')} ${f.operator} ${f.value}`).join('')}`

/** Remembers each run as a recent query of the project. */
export function useRecordRecent(projectRef: string) {
  return useCallback(
    (query: QueryState) =>
      writeLogQueries(
        projectRef,
        'recent',
        addRecent(readLogQueries(projectRef, 'recent'), {
          ...query,
          name: describe(query),
          at: new Date().toISOString(),
        }),
      ),
    [projectRef],
  )
}

/** Saved and recent queries of this project. */
export function SavedQueries({
  projectRef,
  current,
  onOpen,
}: {
  projectRef: string
  current: QueryState
  onOpen: (query: StoredLogQuery) => void
}) {
  const [saved, setSaved] = useState(() => readLogQueries(projectRef, 'saved'))
  const [recent, setRecent] = useState<StoredLogQuery[]>([])
  const [naming, setNaming] = useState(false)
  const [name, setName] = useState('')
  const save = () => {
    const next = [
      { ...current, name: name.trim(), at: new Date().toISOString() },
      ...saved.filter((q) => q.name !== name.trim()),
    ]
    writeLogQueries(projectRef, 'saved', next)
    setSaved(next)
    setNaming(false)
    setName('')
  }
  return (
    <Group gap="xs">
      <Menu onOpen={() => setRecent(readLogQueries(projectRef, 'recent'))} position="bottom-end">
        <Menu.Target>
          <Button variant="default" size="sm">
            Queries
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Label>Saved</Menu.Label>
          {saved.length === 0 ? <Menu.Item disabled>No saved queries</Menu.Item> : null}
          {saved.map((q) => (
            <Menu.Item key={`s-${q.name}`} onClick={() => onOpen(q)}>
              {q.name}
            </Menu.Item>
          ))}
          <Menu.Divider />
          <Menu.Label>Recent</Menu.Label>
          {recent.length === 0 ? <Menu.Item disabled>No recent queries</Menu.Item> : null}
          {recent.map((q) => (
            <Menu.Item key={`r-${q.at}`} onClick={() => onOpen(q)}>
              {q.name}
            </Menu.Item>
          ))}
        </Menu.Dropdown>
      </Menu>
      <Button variant="default" size="sm" onClick={() => setNaming(true)}>
        Save query
      </Button>
      <Modal opened={naming} onClose={() => setNaming(false)} title="Save query" size={dialogWidth('small')}>
        <form
          onSubmit={(e) => {
            e.preventDefault()
            if (name.trim()) save()
          }}
        >
          <TextInput
            label="Query name"
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
            data-autofocus
            error={name && !name.trim() ? 'Enter a name' : null}
          />
          <Group justify="flex-end" mt="md">
            <Button variant="default" onClick={() => setNaming(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={!name.trim()}>
              Save
            </Button>
          </Group>
        </form>
      </Modal>
    </Group>
  )
}
