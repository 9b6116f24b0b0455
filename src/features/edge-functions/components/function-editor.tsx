import { Alert, Anchor, Button, Group, Loader, Progress, Stack, Switch, Text, TextInput } from '@mantine/core'
import { formatDateTime } from '@/lib/format/date-time'
import { lazy, Suspense, useState } from 'react'
import type { FunctionFile } from '../api/schemas'
import { useFunctionDeployMutation } from '../api/function-mutations'
import type { EdgeFunction } from '../api/schemas'
import { deployErrorPlace, slugProblem } from '../deploy-error'
import { draftKey } from '../drafts'
import { FileTabs } from './file-tabs'
import { useFunctionDraft, type EditorState } from './use-function-draft'

const CodeEditor = lazy(() => import('./code-editor'))

export const ENTRYPOINT = 'index.ts'

/** The editor's body while CodeMirror loads: the text, read-only. */
export function CodeFallback({ text }: { text: string }) {
  return (
    <Stack gap="xs">
      <Loader role="status" size="sm" aria-label="Loading the code editor" />
      <Text component="pre" ff="monospace" size="sm" style={{ whiteSpace: 'pre-wrap' }}>
        {text}
      </Text>
    </Stack>
  )
}

/**
 * Deploy from the browser: the files in CodeMirror, the slug for a new function, verify JWT, deploy
 * with progress; errors name the file and line; what is typed stays in the IndexedDB draft until deployed.
 */
export function FunctionEditor({
  projectRef,
  existing,
  initial,
  toolbar,
  onDeployed,
  onCancel,
}: {
  projectRef: string
  existing?: EdgeFunction
  initial: EditorState
  toolbar?: (replace: (slug: string, files: FunctionFile[]) => void) => React.ReactNode
  onDeployed: (fn: EdgeFunction) => void
  onCancel?: () => void
}) {
  const draft = useFunctionDraft(draftKey(projectRef, existing?.slug), initial)
  const deploy = useFunctionDeployMutation(projectRef)
  const [touched, setTouched] = useState(false)
  const { state, update } = draft
  const active = state.files.find((f) => f.name === state.activeFile) ?? state.files[0]
  const slugError = existing ? undefined : slugProblem(state.slug)
  const errorMessage = deploy.error?.message
  const place = errorMessage
    ? deployErrorPlace(
        errorMessage,
        state.files.map((f) => f.name),
      )
    : undefined

  const submit = () => {
    setTouched(true)
    if (slugError) return
    deploy.mutate(
      {
        slug: state.slug,
        name: existing?.name ?? state.slug,
        entrypoint: existing?.entrypoint_path ?? ENTRYPOINT,
        verifyJwt: state.verifyJwt,
        files: state.files,
      },
      {
        onSuccess: (fn) => {
          draft.deployed()
          onDeployed(fn)
        },
      },
    )
  }
  const setContent = (content: string) => {
    deploy.reset()
    update({ files: state.files.map((f) => (f.name === active?.name ? { ...f, content } : f)) })
  }

  return (
    <Stack gap="sm">
      {draft.restored ? (
        <Alert color="blue" title="Draft restored">
          <Group gap="xs">
            <Text size="sm">
              Your changes from {formatDateTime(draft.restored.at)} were not deployed yet.
            </Text>
            <Anchor component="button" size="sm" onClick={draft.discard}>
              Discard draft
            </Anchor>
          </Group>
        </Alert>
      ) : null}
      {toolbar?.((slug, files) => update({ slug, files, activeFile: files[0]?.name ?? ENTRYPOINT }))}
      <Group align="flex-start" wrap="wrap">
        {existing ? null : (
          <TextInput
            label="Function name"
            description="Used in the function's URL"
            value={state.slug}
            onChange={(event) => update({ slug: event.currentTarget.value.trim() })}
            error={touched || state.slug ? slugError : undefined}
            required
          />
        )}
        <Switch
          mt={existing ? 0 : 'xl'}
          label="Verify JWT"
          checked={state.verifyJwt}
          onChange={(event) => update({ verifyJwt: event.currentTarget.checked })}
        />
      </Group>
      <FileTabs
        files={state.files}
        active={active?.name ?? ''}
        onActive={(name) => update({ activeFile: name })}
        editing
        entrypoint={ENTRYPOINT}
        onAdd={(name) => update({ files: [...state.files, { name, content: '' }], activeFile: name })}
        onRemove={(name) => update({ files: state.files.filter((f) => f.name !== name), activeFile: ENTRYPOINT })}
      />
      {active && draft.loaded ? (
        <Suspense fallback={<CodeFallback text={active.content} />}>
          <CodeEditor
            key={active.name}
            fileName={active.name}
            value={active.content}
            onChange={setContent}
            readOnly={deploy.isPending}
            errorLine={place?.file === active.name ? place.line : undefined}
          />
        </Suspense>
      ) : (
        <Loader role="status" size="sm" aria-label="Loading the draft" />
      )}
      {errorMessage ? (
        <Alert color="red" title="Deploy failed" role="alert">
          {place ? (
            <Anchor component="button" onClick={() => update({ activeFile: place.file })} fw={600}>
              {place.file}, line {place.line}
            </Anchor>
          ) : null}
          <Text size="sm" ff="monospace" style={{ whiteSpace: 'pre-wrap' }}>
            {errorMessage}
          </Text>
        </Alert>
      ) : null}
      {deploy.isPending ? (
        <Stack gap={4}>
          <Text size="sm" role="status">
            Deploying {state.files.length} {state.files.length === 1 ? 'file' : 'files'}: uploading and bundling…
          </Text>
          <Progress value={100} animated striped aria-label="Deploy progress" />
        </Stack>
      ) : null}
      <Group>
        <Button onClick={submit} loading={deploy.isPending}>
          {existing ? 'Deploy changes' : 'Deploy function'}
        </Button>
        {onCancel ? (
          <Button variant="default" onClick={onCancel} disabled={deploy.isPending}>
            Cancel
          </Button>
        ) : null}
      </Group>
    </Stack>
  )
}
