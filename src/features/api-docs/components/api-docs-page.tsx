import { Alert, Button, Grid, Group, SegmentedControl, Stack, Text } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { PageHeader } from '@/components/page-header'
import { PageLoader } from '@/components/page-loader'
import { exposedSchemas, QueryError } from '@/features/database'
import { useProjectConnection } from '@/features/database-objects/api/run-built-sql'
import { usePublishableKey } from '@/features/project-settings/api/publishable-key'
import { apiUrlOf, projectSettingsQueryOptions } from '@/features/projects/api/project-settings-query'
import { apiDocsQueryOptions } from '../api/api-docs-query'
import { findResource } from '../resources'
import { ANON_KEY_PLACEHOLDER, SERVICE_KEY_PLACEHOLDER, type SnippetTarget } from '../snippets'
import { FunctionDoc } from './function-doc'
import { IntroDoc } from './intro-doc'
import { RelationDoc } from './relation-doc'
import { ResourceNav } from './resource-nav'
import { SNIPPET_LANGUAGES, type SnippetLanguage } from './snippet-block'

type KeyChoice = 'anon' | 'service'

/** CONTRACT §10 `api`: the project API's docs, generated from the live schema of the exposed schemas. */
export function ApiDocsPage({ projectRef, resource, rpc }: { projectRef: string; resource: string | undefined; rpc: string | undefined }) {
  const settings = useQuery(projectSettingsQueryOptions(projectRef))
  const publishable = usePublishableKey(projectRef)
  const connection = useProjectConnection(projectRef)
  const schemas = exposedSchemas(settings.data?.app_config.db_schema)
  const docs = useQuery({ ...apiDocsQueryOptions(connection, schemas), enabled: Boolean(connection.connectionString) && settings.isSuccess })
  const [keyChoice, setKeyChoice] = useState<KeyChoice>('anon')
  const [language, setLanguage] = useState<SnippetLanguage>('js')

  const header = (
    <PageHeader
      title="API docs"
      description="Your project's API, generated from your database. It follows your schema as it changes."
      actions={
        <Button variant="default" size="xs" onClick={() => void docs.refetch()} loading={docs.isFetching && !docs.isPending}>
          Refresh
        </Button>
      }
    />
  )
  if (settings.isError)
    return (
      <>
        {header}
        <Alert color="red" title="The project's API settings could not be loaded">
          {settings.error.message}
        </Alert>
      </>
    )
  if (settings.isPending || docs.isPending || publishable.isPending)
    return (
      <>
        {header}
        <PageLoader />
      </>
    )
  if (docs.isError)
    return (
      <>
        {header}
        <QueryError error={docs.error} title="The schema could not be read" />
      </>
    )

  const defaultSchema = schemas[0] ?? 'public'
  const anonKey = publishable.key
  const target: SnippetTarget = {
    apiUrl: apiUrlOf(settings.data),
    key: keyChoice === 'service' ? SERVICE_KEY_PLACEHOLDER : (anonKey ?? ANON_KEY_PLACEHOLDER),
    defaultSchema,
  }
  const functions = docs.data.functions.filter(
    (fn, index, all) => all.findIndex((other) => other.schema === fn.schema && other.name === fn.name) === index,
  )
  const relation = rpc === undefined ? findResource(docs.data.relations, resource, defaultSchema) : undefined
  const fn = findResource(functions, rpc, defaultSchema)
  const missing = (rpc !== undefined && !fn) || (rpc === undefined && resource !== undefined && !relation)

  return (
    <>
      {header}
      <Stack gap="md">
        <Group gap="md" align="flex-end" wrap="wrap">
          <Stack gap={4}>
            <Text size="sm" fw={600} id="api-docs-key-label">
              Key in the snippets
            </Text>
            <SegmentedControl
              aria-labelledby="api-docs-key-label"
              value={keyChoice}
              onChange={(value) => setKeyChoice(value as KeyChoice)}
              data={[
                { value: 'anon', label: 'anon (publishable)' },
                { value: 'service', label: 'service_role (secret)' },
              ]}
            />
          </Stack>
          <Stack gap={4}>
            <Text size="sm" fw={600} id="api-docs-language-label">
              Language
            </Text>
            <SegmentedControl aria-labelledby="api-docs-language-label" value={language} onChange={(value) => setLanguage(value as SnippetLanguage)} data={SNIPPET_LANGUAGES} />
          </Stack>
        </Group>
        {keyChoice === 'service' ? (
          <Alert color="orange" title="The service key bypasses row level security">
            It is never shown here: the snippets hold the placeholder {SERVICE_KEY_PLACEHOLDER}. Put the real key in it on your servers only,
            never in a browser or an app.
          </Alert>
        ) : anonKey ? null : (
          <Alert color="blue" title="No publishable key is configured">
            The snippets hold the placeholder {ANON_KEY_PLACEHOLDER}.
          </Alert>
        )}
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, sm: 4, lg: 3 }}>
            <ResourceNav projectRef={projectRef} relations={docs.data.relations} functions={functions} defaultSchema={defaultSchema} resource={resource} rpc={rpc} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 8, lg: 9 }} style={{ minWidth: 0 }}>
            {missing ? (
              <Alert color="yellow" title={rpc !== undefined ? 'Function not found' : 'Table or view not found'}>
                {`${rpc ?? resource ?? ''} is not in the exposed schemas (${schemas.join(', ')}). It may have been renamed or dropped.`}
              </Alert>
            ) : relation ? (
              <RelationDoc relation={relation} target={target} language={language} />
            ) : fn ? (
              <FunctionDoc fn={fn} target={target} language={language} />
            ) : (
              <IntroDoc target={target} language={language} />
            )}
          </Grid.Col>
        </Grid>
      </Stack>
    </>
  )
}
