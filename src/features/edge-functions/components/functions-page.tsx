import { Alert, Badge, Code, Group, Loader, Stack, Table, Text } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { AnchorLink, ButtonLink } from '@/components/links'
import { EmptyState } from '@/components/empty-state'
import { PageHeader } from '@/components/page-header'
import { functionsBackend, functionUrl, type FunctionsBackend } from '../api/backend'
import { functionsQueryOptions } from '../api/functions-query'
import type { EdgeFunction } from '../api/schemas'
import { formatTime } from '../format'
import { CopyUrl } from './copy-url'
import { FunctionsUnavailable, isFolderMissing } from './functions-unavailable'

function FirstFunction({ projectRef, backend }: { projectRef: string; backend: FunctionsBackend }) {
  return (
    <EmptyState
      title="Deploy your first function"
      action={
        backend.managed ? (
          <ButtonLink to="/project/$ref/functions/new" params={{ ref: projectRef }}>
            Open the editor
          </ButtonLink>
        ) : undefined
      }
    >
      {backend.managed ? 'Write one in the browser, or from your machine with the CLI:' : 'Add a folder with an index.ts to the functions folder, or create one with the CLI:'}
      <Code block mt="xs">
        {`supabase functions new hello-world\nsupabase functions deploy hello-world --project-ref ${projectRef}`}
      </Code>
    </EmptyState>
  )
}

function FunctionRows({ projectRef, backend, list }: { projectRef: string; backend: FunctionsBackend; list: EdgeFunction[] }) {
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table highlightOnHover aria-label="Edge functions">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Name</Table.Th>
            <Table.Th>URL</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>Version</Table.Th>
            <Table.Th>Last deployed</Table.Th>
            <Table.Th>Verify JWT</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {list.map((fn) => (
            <Table.Tr key={fn.id}>
              <Table.Td>
                <AnchorLink to="/project/$ref/functions/$slug" params={{ ref: projectRef, slug: fn.slug }} fw={600}>
                  {fn.name}
                </AnchorLink>
                {fn.name !== fn.slug ? <Text size="xs" c="dimmed">{fn.slug}</Text> : null}
              </Table.Td>
              <Table.Td>
                <CopyUrl url={functionUrl(backend, fn.slug)} />
              </Table.Td>
              <Table.Td>
                <Badge color={fn.status === 'ACTIVE' ? 'green' : 'gray'} variant="light">
                  {fn.status}
                </Badge>
              </Table.Td>
              <Table.Td>{fn.version ?? '—'}</Table.Td>
              <Table.Td>{formatTime(fn.updated_at)}</Table.Td>
              <Table.Td>{fn.verify_jwt === null ? '—' : fn.verify_jwt ? 'On' : 'Off'}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  )
}

/** The project's edge functions: name, URL to copy, status, version, last deployed, verify JWT. */
export function FunctionsPage({ projectRef }: { projectRef: string }) {
  const backend = functionsBackend(projectRef)
  const functions = useQuery(functionsQueryOptions(projectRef, backend))
  return (
    <>
      <PageHeader
        title="Edge Functions"
        description="Server-side TypeScript functions that answer HTTP requests."
        actions={
          <Group>
            <ButtonLink variant="default" to="/project/$ref/functions/secrets" params={{ ref: projectRef }}>
              Secrets
            </ButtonLink>
            {backend.managed ? (
              <ButtonLink to="/project/$ref/functions/new" params={{ ref: projectRef }}>
                Deploy a new function
              </ButtonLink>
            ) : null}
          </Group>
        }
      />
      {functions.isPending ? (
        <Loader aria-label="Loading functions" />
      ) : functions.isError ? (
        isFolderMissing(functions.error, backend) ? (
          <FunctionsUnavailable />
        ) : (
          <Alert color="red" title="Failed to retrieve edge functions">
            {functions.error.message}
          </Alert>
        )
      ) : functions.data.length === 0 ? (
        <FirstFunction projectRef={projectRef} backend={backend} />
      ) : (
        <Stack>
          <FunctionRows projectRef={projectRef} backend={backend} list={functions.data} />
        </Stack>
      )}
    </>
  )
}
