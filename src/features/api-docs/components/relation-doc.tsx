import { Badge, Code, Paper, Stack, Table, Text, Title } from '@mantine/core'
import type { ApiRelation } from '@/features/database'
import { relationSnippets, type SnippetTarget } from '../snippets'
import { SnippetBlock, type SnippetLanguage } from './snippet-block'

/** A table or view: its columns and types, and its ready-made calls. */
export function RelationDoc({ relation, target, language }: { relation: ApiRelation; target: SnippetTarget; language: SnippetLanguage }) {
  const title = `${relation.schema}.${relation.name}`
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={2} size="h3" style={{ overflowWrap: 'anywhere' }}>
          {title}
        </Title>
        <Text size="sm" c="dimmed">
          {relation.kind === 'view' ? 'View: read through the API like a table.' : 'Table'}
          {relation.comment ? ` · ${relation.comment}` : ''}
        </Text>
      </Stack>
      <Paper withBorder p="md" component="section" aria-labelledby="api-docs-columns">
        <Title order={3} size="h5" id="api-docs-columns" mb="xs">
          Columns
        </Title>
        {relation.columns.length === 0 ? (
          <Text size="sm" c="dimmed">
            This {relation.kind} has no columns.
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={360}>
            <Table aria-label={`Columns of ${title}`}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Name</Table.Th>
                  <Table.Th>Type</Table.Th>
                  <Table.Th>Required</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {relation.columns.map((column) => (
                  <Table.Tr key={column.name}>
                    <Table.Td style={{ overflowWrap: 'anywhere' }}>
                      {column.name} {column.primary_key ? <Badge size="xs" variant="light">primary key</Badge> : null}
                    </Table.Td>
                    <Table.Td>
                      <Code>{column.type}</Code>
                    </Table.Td>
                    <Table.Td>{!column.nullable && !column.has_default ? 'Required' : 'Optional'}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Paper>
      <Stack gap="md" component="section" aria-label="Snippets">
        {relationSnippets(target, relation).map((snippet) => (
          <SnippetBlock key={snippet.operation} title={snippet.title} snippet={snippet} language={language} />
        ))}
      </Stack>
    </Stack>
  )
}
