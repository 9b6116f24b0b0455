import { Alert, Code, Group, Loader, Stack } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { ButtonLink } from '@/components/links'
import { EmptyState } from '@/components/empty-state'
import { PageHeader } from '@/components/page-header'
import { functionsBackend, type FunctionsBackend } from '../api/backend'
import { functionsQueryOptions } from '../api/functions-query'
import { FunctionsTable } from './functions-table'
import { FunctionsUnavailable, isFolderMissing } from './functions-unavailable'
import { useApiUrl } from './use-api-url'

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
      {backend.managed
        ? 'Write one in the browser, or from your machine with the CLI:'
        : 'Add a folder with an index.ts to the functions folder, or create one with the CLI:'}
      <Code block mt="xs" style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>
        {`supabase functions new hello-world\nsupabase functions deploy hello-world --project-ref ${projectRef}`}
      </Code>
    </EmptyState>
  )
}

/** The project's edge functions: name, URL to copy, status, version, last deployed, verify JWT. */
export function FunctionsPage({ projectRef }: { projectRef: string }) {
  const backend = functionsBackend(projectRef)
  const functions = useQuery(functionsQueryOptions(projectRef, backend))
  const { apiUrl, problem } = useApiUrl(projectRef)
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
        <Loader role="status" aria-label="Loading functions" />
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
          <FunctionsTable projectRef={projectRef} apiUrl={apiUrl} urlProblem={problem} list={functions.data} />
        </Stack>
      )}
    </>
  )
}
