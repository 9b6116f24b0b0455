import { Accordion, Code, Stack, Text, Title } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { MIGRATIONS_TABLE } from '@/features/database'
import type { ProjectConnection } from '../api/run-built-sql'
import { QueryRows } from '../components/query-status'
import { cliMigrationsQueryOptions } from './migrations-queries'

/** The migrations the Supabase CLI applied to this database, each with its statements as SQL. */
export function CliMigrations({ connection }: { connection: ProjectConnection }) {
  const query = useQuery(cliMigrationsQueryOptions(connection))
  return (
    <Stack gap="sm">
      <Title order={2} size="h4">
        Applied by the CLI
      </Title>
      <QueryRows
        query={{ data: query.data?.migrations, error: query.error, isLoading: query.isLoading }}
        what="applied migrations"
        empty={query.data?.present ? 'None: the CLI has applied no migration yet.' : `None: this database has no ${MIGRATIONS_TABLE} table.`}
      >
        {(migrations) => (
          <Accordion variant="separated" multiple>
            {migrations.map((migration) => (
              <Accordion.Item key={migration.version} value={migration.version}>
                <Accordion.Control>
                  <Text size="sm" ff="monospace" span>
                    {migration.version}
                  </Text>{' '}
                  <Text size="sm" span fw={500}>
                    {migration.name || '(no name)'}
                  </Text>
                </Accordion.Control>
                <Accordion.Panel>
                  <Code block aria-label={`Statements of ${migration.version}`} style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                    {(migration.statements ?? []).map((statement) => `${statement.trim().replace(/;$/, '')};`).join('\n\n') || '-- no statements'}
                  </Code>
                </Accordion.Panel>
              </Accordion.Item>
            ))}
          </Accordion>
        )}
      </QueryRows>
    </Stack>
  )
}
