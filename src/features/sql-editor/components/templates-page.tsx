import { SQL_QUICKSTARTS, SQL_SCRIPTS, type SqlTemplate } from '@/features/database'
import {
  Alert,
  Button,
  Card,
  Code,
  Group,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core'
import { IconSearch } from '@tabler/icons-react'
import { useQueries, useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import { AnchorLink } from '@/components/links'
import { PageHeader } from '@/components/page-header'
import { extensionStatusQueryOptions } from '@/features/database/api/extension-status-query'
import { projectDetailQueryOptions } from '@/features/projects/api/project-detail-query'
import { searchTemplates } from '../model/template-search'

export type TemplateKind = 'templates' | 'quickstarts'

const PAGES = {
  templates: {
    title: 'SQL templates',
    description: 'Scripts for everyday tasks. Each opens as a new snippet: nothing runs until you run it.',
    list: SQL_SCRIPTS,
  },
  quickstarts: {
    title: 'SQL quickstarts',
    description:
      'Tables, security and sample data for a first app. Each opens as a new snippet: nothing runs until you run it.',
    list: SQL_QUICKSTARTS,
  },
} as const

/** The first lines of a script, for the card's preview. */
const preview = (sql: string) => sql.split('\n').slice(0, 4).join('\n')

interface TemplatesPageProps {
  projectRef: string
  kind: TemplateKind
  search: string
  onSearchChange: (search: string) => void
  onKindChange: (kind: TemplateKind) => void
  /** Opens the SQL editor on a new snippet holding `sql`, named `name`. */
  onOpen: (template: SqlTemplate) => void
}

/** Issue 38 item 3: the SQL editor's templates or quickstarts, searched by title, description and text. */
export function TemplatesPage({ projectRef, kind, search, onSearchChange, onKindChange, onOpen }: TemplatesPageProps) {
  const page = PAGES[kind]
  const shown = useMemo(() => searchTemplates(page.list, search), [page, search])
  const notes = useExtensionNotes(projectRef, page.list)
  return (
    <Stack gap="md">
      <PageHeader
        title={page.title}
        description={page.description}
        actions={
          <AnchorLink to="/project/$ref/sql/$id" params={{ ref: projectRef, id: 'new' }} size="sm">
            Back to the SQL editor
          </AnchorLink>
        }
      />
      <Group gap="sm" wrap="wrap">
        <SegmentedControl
          aria-label="Kind of scripts"
          value={kind}
          onChange={(value) => onKindChange(value as TemplateKind)}
          data={[
            { value: 'templates', label: 'Templates' },
            { value: 'quickstarts', label: 'Quickstarts' },
          ]}
        />
        <TextInput
          aria-label={`Search ${kind}`}
          placeholder="Search by title, description or SQL"
          leftSection={<IconSearch size={14} />}
          value={search}
          onChange={(event) => onSearchChange(event.currentTarget.value)}
          style={{ flex: 1, minWidth: 220 }}
        />
      </Group>
      <Text size="sm" c="dimmed" role="status">
        {shown.length === page.list.length
          ? `${shown.length} ${kind}`
          : `${shown.length} of ${page.list.length} ${kind} match your search`}
      </Text>
      {shown.length === 0 ? (
        <Alert color="gray" title="Nothing matches your search">
          Try other words: the search looks in each script&apos;s title, description and SQL.
        </Alert>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
          {shown.map((template) => (
            <TemplateCard
              key={template.id}
              template={template}
              note={notes.get(template.id)}
              projectRef={projectRef}
              onOpen={() => onOpen(template)}
            />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  )
}

function TemplateCard({
  template,
  note,
  projectRef,
  onOpen,
}: {
  template: SqlTemplate
  note: string | undefined
  projectRef: string
  onOpen: () => void
}) {
  const headingId = `template-${template.id}`
  return (
    <Card withBorder padding="md" component="article" aria-labelledby={headingId}>
      <Stack gap="xs" h="100%">
        <Title order={2} size="h5" id={headingId}>
          {template.title}
        </Title>
        <Text size="sm" c="dimmed">
          {template.description}
        </Text>
        <Code block style={{ fontSize: 11, maxHeight: 92, overflow: 'hidden' }} aria-hidden="true">
          {preview(template.sql)}
        </Code>
        {note ? (
          <Text size="xs" c="orange.8" data-testid="template-note">
            {note}{' '}
            <AnchorLink
              to="/project/$ref/database/extensions"
              params={{ ref: projectRef }}
              search={{ search: template.needs?.extension }}
              size="xs"
            >
              Open Extensions
            </AnchorLink>
          </Text>
        ) : null}
        <Group justify="flex-end" mt="auto">
          <Button size="xs" variant="light" aria-describedby={headingId} onClick={onOpen}>
            Open in a new snippet
          </Button>
        </Group>
      </Stack>
    </Card>
  )
}

/** What a card says about the extension its script needs, when the database lacks it (read once per extension). */
function useExtensionNotes(projectRef: string, list: readonly SqlTemplate[]): Map<string, string> {
  const { data: project } = useQuery(projectDetailQueryOptions(projectRef))
  const database = { projectRef, connectionString: project?.connectionString }
  const names = [...new Set(list.flatMap((t) => (t.needs ? [t.needs.extension] : [])))]
  const statuses = useQueries({ queries: names.map((name) => extensionStatusQueryOptions(database, name)) })
  const notes = new Map<string, string>()
  for (const template of list) {
    const status = template.needs ? statuses[names.indexOf(template.needs.extension)]?.data : undefined
    if (!template.needs || !status) continue
    const { extension, installed } = template.needs
    if (status.default_version === null)
      notes.set(
        template.id,
        `Needs the ${extension} extension, which this database does not offer: the script will fail here.`,
      )
    else if (installed && status.installed_version === null)
      notes.set(template.id, `Needs the ${extension} extension: enable it first.`)
  }
  return notes
}
