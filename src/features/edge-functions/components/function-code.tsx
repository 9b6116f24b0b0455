import { Alert, Button, Group, Loader, Text } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { lazy, Suspense, useState } from 'react'
import { toast } from '@/lib/notify'
import { DEPLOYED_FROM_FILES } from '../api/backend'
import { functionBodyQueryOptions } from '../api/functions-query'
import { functionKeys } from '../api/keys'
import { readFunctionDraft, draftKey } from '../drafts'
import { CodeFallback, ENTRYPOINT, FunctionEditor } from './function-editor'
import { FileTabs } from './file-tabs'
import { useFunction } from './use-function'

const CodeEditor = lazy(() => import('./code-editor'))

/** Every file of the deployed version, read-only until "Edit"; editing deploys a new version. */
export function FunctionCode({ projectRef, slug }: { projectRef: string; slug: string }) {
  const { backend, query: fn } = useFunction(projectRef, slug)
  const body = useQuery(functionBodyQueryOptions(projectRef, slug, backend))
  const [active, setActive] = useState<string | null>(null)
  // A draft left by an earlier edit reopens the editor.
  const draft = useQuery({
    queryKey: functionKeys.draft(projectRef, slug),
    queryFn: async () => (await readFunctionDraft(draftKey(projectRef, slug))) ?? null,
    staleTime: 0,
    gcTime: 0,
  })
  const [editing, setEditing] = useState<boolean | null>(null)
  const isEditing = editing ?? Boolean(draft.data)

  if (body.isPending || !fn.data || draft.isPending) return <Loader role="status" aria-label="Loading the code" />
  if (body.isError)
    return (
      <Alert color="red" title="Failed to retrieve the function's code">
        {body.error.message}
      </Alert>
    )
  const files = body.data
  const entry = fn.data.entrypoint_path?.split('/').pop() ?? ENTRYPOINT
  if (isEditing)
    return (
      <FunctionEditor
        projectRef={projectRef}
        existing={fn.data}
        initial={{ slug, files, activeFile: entry, verifyJwt: fn.data.verify_jwt ?? true }}
        onDeployed={(next) => {
          toast.success(`Function "${next.name}" deployed (version ${next.version ?? ''})`)
          setEditing(false)
          void body.refetch()
        }}
        onCancel={() => setEditing(false)}
      />
    )
  const shown = files.find((f) => f.name === active) ?? files.find((f) => f.name === entry) ?? files[0]
  return (
    <>
      <Group justify="space-between" wrap="wrap">
        <FileTabs files={files} active={shown?.name ?? ''} onActive={setActive} editing={false} entrypoint={entry} />
        {backend.managed ? (
          <Button variant="default" onClick={() => setEditing(true)}>
            Edit
          </Button>
        ) : null}
      </Group>
      {backend.managed ? null : (
        <Text size="sm" c="dimmed">
          {DEPLOYED_FROM_FILES}
        </Text>
      )}
      {shown ? (
        <Suspense fallback={<CodeFallback text={shown.content} />}>
          <CodeEditor key={shown.name} fileName={shown.name} value={shown.content} readOnly />
        </Suspense>
      ) : (
        <Text c="dimmed">This function has no files.</Text>
      )}
    </>
  )
}
