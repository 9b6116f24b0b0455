import { Group, SegmentedControl, Select, Stack, Text, TextInput } from '@mantine/core'
import { IconSearch } from '@tabler/icons-react'
import { useMemo, useState } from 'react'
import { EmptyState } from '@/components/empty-state'
import type { Project } from '../api/projects-query'
import { ProjectCards } from './project-cards'
import { ProjectTable } from './project-table'
import { PROJECT_SORT_LABELS, projectTree, type ProjectSort } from './project-tree'

type View = 'cards' | 'table'

/** An organization's projects as cards or a table, with search and sort; branches under their parent. */
export function ProjectList({
  projects,
  emptyAction,
}: {
  projects: readonly Project[]
  emptyAction?: React.ReactNode
}) {
  const [search, setSearch] = useState('')
  const [sort, setSort] = useState<ProjectSort>('name')
  const [view, setView] = useState<View>('cards')
  const nodes = useMemo(() => projectTree(projects, search, sort), [projects, search, sort])

  if (projects.length === 0) {
    return (
      <EmptyState title="No projects yet" action={emptyAction}>
        Create a project to get a Postgres database with authentication, storage and APIs.
      </EmptyState>
    )
  }
  return (
    <Stack gap="md">
      <Group gap="sm" wrap="wrap">
        <TextInput
          aria-label="Search projects"
          placeholder="Search for a project"
          leftSection={<IconSearch size={16} aria-hidden />}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          style={{ flex: 1, minWidth: 200 }}
        />
        <Select
          aria-label="Sort projects"
          data={Object.entries(PROJECT_SORT_LABELS).map(([value, label]) => ({ value, label }))}
          value={sort}
          onChange={(value) => setSort((value as ProjectSort | null) ?? 'name')}
          allowDeselect={false}
          w={170}
        />
        <SegmentedControl
          aria-label="Project view"
          value={view}
          onChange={(value) => setView(value as View)}
          data={[
            { value: 'cards', label: 'Cards' },
            { value: 'table', label: 'Table' },
          ]}
        />
      </Group>
      {nodes.length === 0 ? (
        <Text c="dimmed" role="status">
          No projects match “{search.trim()}”.
        </Text>
      ) : view === 'cards' ? (
        <ProjectCards nodes={nodes} />
      ) : (
        <ProjectTable nodes={nodes} />
      )}
    </Stack>
  )
}
