import { Button, Group, SegmentedControl, Select, Stack, Text, Title } from '@mantine/core'
import { IconFileCode } from '@tabler/icons-react'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { QueryRows } from '../components/query-status'
import { ChangesLedgerTable } from './changes-ledger-table'
import { CreateMigrationModal } from './create-migration-modal'
import { changesLedgerQueryOptions } from './migrations-queries'
import { migratable } from './migration-file'

type Status = 'all' | 'succeeded' | 'failed'
const ALL_SOURCES = 'all'

/** The changes ledger (CONTRACT §17) with its filters, a selection, and "Create migration" from it. */
export function ChangesLedger({ projectRef }: { projectRef: string }) {
  const ledger = useQuery(changesLedgerQueryOptions(projectRef))
  const [source, setSource] = useState(ALL_SOURCES)
  const [status, setStatus] = useState<Status>('all')
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set())
  const [creating, setCreating] = useState(false)
  const entries = ledger.data ?? []
  const sources = [...new Set(entries.map((entry) => entry.source))].sort()
  const shown = entries
    .filter((entry) => source === ALL_SOURCES || entry.source === source)
    .filter((entry) => status === 'all' || (status === 'succeeded') === (entry.error === null))
  // A migration replays the chosen changes in the order they ran, whatever the filters show.
  const chosen = entries.filter((entry) => selected.has(entry.id))
  const select = (ids: number[], on: boolean) =>
    setSelected((current) => {
      const next = new Set(current)
      for (const id of ids) {
        if (on) next.add(id)
        else next.delete(id)
      }
      return next
    })
  return (
    <Stack gap="sm">
      <Group justify="space-between" wrap="wrap">
        <Title order={2} size="h4">
          Changes made in this dashboard
        </Title>
        <Button leftSection={<IconFileCode size={16} />} disabled={migratable(chosen).length === 0} onClick={() => setCreating(true)}>
          Create migration
        </Button>
      </Group>
      <Text size="sm" c="dimmed">
        Every schema change run from this browser, from any form or the SQL editor, for 30 days (at most 2,000). Select the
        changes to turn into one migration file; shift-click selects a range.
      </Text>
      <Group gap="sm" wrap="wrap" align="flex-end">
        <Select
          label="Source"
          data={[{ value: ALL_SOURCES, label: 'All sources' }, ...sources.map((value) => ({ value, label: value }))]}
          value={source}
          onChange={(value) => setSource(value ?? ALL_SOURCES)}
          allowDeselect={false}
          w={220}
        />
        <SegmentedControl
          aria-label="Result"
          value={status}
          onChange={(value) => setStatus(value as Status)}
          data={[
            { value: 'all', label: 'All' },
            { value: 'succeeded', label: 'Succeeded' },
            { value: 'failed', label: 'Failed' },
          ]}
        />
        <Text size="sm" aria-live="polite">
          {chosen.length} selected
        </Text>
      </Group>
      <QueryRows
        query={{ data: ledger.data && shown, error: ledger.error, isLoading: ledger.isLoading }}
        what="changes ledger"
        empty={entries.length === 0 ? 'No schema change made in this dashboard yet.' : 'No change matches the filters.'}
      >
        {(rows) => <ChangesLedgerTable entries={rows} selected={selected} onSelect={select} />}
      </QueryRows>
      {creating ? <CreateMigrationModal entries={chosen} opened onClose={() => setCreating(false)} /> : null}
    </Stack>
  )
}
