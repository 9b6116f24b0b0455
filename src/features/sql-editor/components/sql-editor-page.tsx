import { useViewAsRole } from '@/features/view-as-role'
import { Button, Center, Loader, Paper, Stack, Tabs, Text } from '@mantine/core'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useCallback, useMemo, useRef, useState } from 'react'
import { ConfirmDialog } from '@/components/confirm-dialog'
import { SidePane, SidePaneToggle } from '@/components/side-pane'
import { useAssistantPanel } from '@/features/assistant'
import { projectDetailQueryOptions } from '@/features/projects/api/project-detail-query'
import { toast } from '@/lib/notify'
import { completionSchemaQueryOptions } from '../api/completion-schema-query'
import { sqlEditorKeys } from '../api/keys'
import { deleteSnippets } from '../api/snippet-delete'
import { saveSnippet } from '../api/snippet-save'
import { DEFAULT_CHART_CONFIG, type ChartConfig } from '../model/chart-config'
import type { Snippet } from '../model/snippet'
import { clearDraft } from '../storage/drafts'
import { EditorToolbar } from './editor-toolbar'
import { ExplainTree } from './explain-tree'
import { HistoryPanel } from './history-panel'
import { useResultLimit } from './result-limit'
import { LazyResultsView as ResultsView, preloadResultsView } from './load-results-view'
import { RenameSnippetDialog } from './rename-snippet-dialog'
import { RunError, RunningStatus } from './run-status'
import { SnippetList } from './snippet-list'
import type { EditorHandle, RunScope } from './sql-code-editor'
import { LazySqlCodeEditor as SqlCodeEditor } from './load-sql-code-editor'
import { NEW_SNIPPET_ID, upsertCached, useSnippetSession } from './use-snippet-session'
import { useSqlRun, type RunKind } from './use-sql-run'

interface SqlEditorPageProps {
  projectRef: string
  routeId: string
  handover: string | undefined
  handoverName?: string | undefined
  openSnippet: (id: string, options?: { replace?: boolean }) => void
}

/** SPEC §2 SQL editor: snippets beside the editor, runs, results, explain and history. */
export function SqlEditorPage({ projectRef, routeId, handover, handoverName, openSnippet }: SqlEditorPageProps) {
  const queryClient = useQueryClient()
  const { data: project } = useQuery(projectDetailQueryOptions(projectRef))
  const connectionString = project?.connectionString
  const completion = useQuery(completionSchemaQueryOptions(projectRef, connectionString))
  const replaceUrl = useCallback((id: string) => openSnippet(id, { replace: true }), [openSnippet])
  const { session, status, snippets, edit, update, setChart, saveNow, discard, resume } = useSnippetSession({ projectRef, routeId, handover, handoverName, replaceUrl })
  const [limit, setLimit] = useResultLimit()
  const role = useViewAsRole(projectRef)
  // The chart's choice is the open snippet's; a query not saved yet keeps it here until it is.
  const [unsavedChart, setUnsavedChart] = useState<ChartConfig>(DEFAULT_CHART_CONFIG)
  const chart = session?.kind === 'open' ? (session.snippet.content.chart ?? unsavedChart) : unsavedChart
  const changeChart = (next: ChartConfig) => {
    setUnsavedChart(next)
    if (session?.kind === 'open') setChart(next)
  }
  const runner = useSqlRun({ projectRef, connectionString, limit, role, chart: chart.view === 'chart' })
  const editor = useRef<EditorHandle | null>(null)
  const [tab, setTab] = useState<string | null>('results')
  const [renaming, setRenaming] = useState<Snippet | null>(null)
  const [deleting, setDeleting] = useState<Snippet | null>(null)
  const [deleteBusy, setDeleteBusy] = useState(false)
  const assistant = useAssistantPanel()

  const openSnippetId = session?.kind === 'open' ? session.snippet.id : undefined
  const list = useMemo(() => {
    const stored = snippets.data ?? []
    // A snippet whose first save has not gone through yet is listed too.
    if (session?.kind === 'open' && !stored.some((s) => s.id === session.snippet.id)) return [...stored, session.snippet]
    return snippets.data ? stored : undefined
  }, [snippets.data, session])

  const sqlText = session && session.kind !== 'missing' ? session.text : ''
  const run = (scope: RunScope, kind: RunKind = { type: 'query' }) => {
    // Run is enabled as soon as the snippet's text is known; until the editor's code has loaded (no
    // selection, no cursor yet) it runs the whole text rather than ignoring the click.
    const target = editor.current?.runTarget(scope) ?? (sqlText.trim() ? { text: sqlText, from: 0 } : undefined)
    if (!target) return
    setTab(kind.type === 'explain' ? 'explain' : 'results')
    if (kind.type === 'query') preloadResultsView()
    runner.run(target, kind)
  }

  const askAssistant = async (text: string) => {
    const { projectAssistant } = await import('@/features/assistant/model/project-assistant')
    projectAssistant(projectRef).store.getState().actions.setInitialInput(text)
    // The message box reads its first text when the panel opens.
    if (assistant.open) assistant.setOpen(false)
    requestAnimationFrame(() => assistant.setOpen(true))
  }
  const explainError = () => {
    if (runner.state.status !== 'error') return
    const { error, target } = runner.state
    void askAssistant(
      `Explain this error and how to fix it.\n\n\`\`\`sql\n${target.text}\n\`\`\`\n\nError:\n${error.formattedError ?? error.message}`,
    )
  }

  const confirmDelete = async () => {
    if (!deleting) return
    setDeleteBusy(true)
    try {
      if (deleting.id === openSnippetId) discard()
      await deleteSnippets(projectRef, [deleting.id])
      clearDraft(projectRef, deleting.id)
      queryClient.setQueryData<Snippet[]>(sqlEditorKeys.snippets(projectRef), (old) => old?.filter((s) => s.id !== deleting.id))
      toast.success(`Deleted ${deleting.name}.`)
      if (deleting.id === openSnippetId) openSnippet(NEW_SNIPPET_ID)
      setDeleting(null)
    } catch (error) {
      if (deleting.id === openSnippetId) resume()
      toast.error(error instanceof Error ? error.message : String(error), 'The snippet could not be deleted')
    } finally {
      setDeleteBusy(false)
    }
  }

  // Renaming or starring another snippet of the list saves it directly; the open one goes through its saver.
  const updateSnippet = async (snippet: Snippet, change: Partial<Pick<Snippet, 'name' | 'favorite'>>) => {
    if (snippet.id === openSnippetId) return update(change)
    try {
      upsertCached(queryClient, projectRef, await saveSnippet(projectRef, { ...snippet, ...change }))
    } catch (error) {
      toast.error(error instanceof Error ? error.message : String(error), 'The snippet could not be saved')
    }
  }

  const state = runner.state
  const [listOpen, setListOpen] = useState(false)
  const openFromList = (id: string) => {
    setListOpen(false)
    openSnippet(id)
  }
  return (
    <Paper withBorder radius="sm" style={{ display: 'flex', height: 'calc(100dvh - 110px)', minHeight: 560, overflow: 'hidden' }}>
      <SidePane label="Snippets" opened={listOpen} onClose={() => setListOpen(false)} inline={(list) => <div style={{ width: 240, flex: 'none', borderRight: '1px solid var(--mantine-color-default-border)' }}>{list}</div>}>
        <SnippetList
          projectRef={projectRef}
          snippets={list}
          loading={snippets.isPending}
          error={snippets.isError ? `Snippets could not be loaded: ${snippets.error.message}` : undefined}
          activeId={openSnippetId}
          onOpen={(id) => openFromList(id)}
          onNew={() => openFromList(NEW_SNIPPET_ID)}
          onRename={setRenaming}
          onToggleFavorite={(s) => void updateSnippet(s, { favorite: !s.favorite })}
          onDelete={setDeleting}
        />
      </SidePane>
      <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
        <EditorToolbar
          leading={<SidePaneToggle label="Snippets" onOpen={() => setListOpen(true)} />}
          title={session?.kind === 'open' ? session.snippet.name : 'New query'}
          favorite={session?.kind === 'open' ? session.snippet.favorite : false}
          saveStatus={session?.kind === 'open' ? status : undefined}
          running={state.status === 'running'}
          canRun={Boolean(sqlText.trim())}
          limit={limit}
          onLimitChange={setLimit}
          onRun={() => run('selection-or-all')}
          onRunStatement={() => run('statement')}
          onExplain={(analyze) => run('selection-or-all', { type: 'explain', analyze })}
          onFormat={async () => {
            try {
              const { format } = await import('sql-formatter')
              editor.current?.replaceAll(format(sqlText, { language: 'postgresql', keywordCase: 'preserve' }))
            } catch (error) {
              toast.error(error instanceof Error ? error.message : String(error), 'The query could not be formatted')
            }
          }}
          onRename={session?.kind === 'open' ? () => setRenaming(session.snippet) : undefined}
          onToggleFavorite={session?.kind === 'open' ? () => update({ favorite: !session.snippet.favorite }) : undefined}
          onAskAssistant={() => void askAssistant(sqlText ? `About this query:\n\n\`\`\`sql\n${sqlText}\n\`\`\`\n\n` : '')}
          projectRef={projectRef}
        />
        <div style={{ flex: '1 1 45%', minHeight: 140, overflow: 'auto', borderBottom: '1px solid var(--mantine-color-default-border)' }}>
          {!session || (session.kind !== 'new' && snippets.isPending) ? (
            <Center h="100%">
              <Loader size="sm" aria-label="Loading the snippet" />
            </Center>
          ) : session.kind === 'missing' ? (
            <Center h="100%">
              <Stack align="center" gap="xs">
                <Text fw={600}>This snippet does not exist</Text>
                <Text size="sm" c="dimmed">
                  It may have been deleted, or it belongs to another project.
                </Text>
                <Button size="xs" onClick={() => openSnippet(NEW_SNIPPET_ID)}>
                  New query
                </Button>
              </Stack>
            </Center>
          ) : (
            <SqlCodeEditor
              fallback={
                <Center h="100%">
                  <Loader size="sm" aria-label="Loading the editor" />
                </Center>
              }
              key={session.epoch}
              value={session.text}
              onChange={edit}
              onRun={(target) => {
                setTab('results')
                preloadResultsView()
                runner.run(target)
              }}
              onSave={saveNow}
              schema={completion.data}
              errorRange={
                state.status === 'error' && state.errorFrom !== undefined
                  ? { from: state.errorFrom, to: wordEnd(sqlText, state.errorFrom) }
                  : null
              }
              onReady={(handle) => (editor.current = handle)}
            />
          )}
        </div>
        <Tabs value={tab} onChange={setTab} keepMounted={false} style={{ flex: '1 1 55%', minHeight: 180, display: 'flex', flexDirection: 'column' }}>
          <Tabs.List>
            <Tabs.Tab value="results">Results</Tabs.Tab>
            <Tabs.Tab value="explain">Explain</Tabs.Tab>
            <Tabs.Tab value="history">History</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="results" style={{ flex: 1, minHeight: 0 }}>
            {state.status === 'running' && state.kind.type === 'query' ? (
              <RunningStatus startedAt={state.startedAt} onCancel={runner.cancel} projectRef={projectRef} />
            ) : state.status === 'rows' ? (
              <ResultsView
                key={state.receivedAt}
                {...state}
                chart={chart}
                onChartChange={changeChart}
                fallback={
                  <Center h="100%">
                    <Loader size="sm" aria-label="Loading the results" />
                  </Center>
                }
              />
            ) : state.status === 'error' ? (
              <RunError error={state.error} durationMs={state.durationMs} onExplain={explainError} role={state.role} />
            ) : state.status === 'cancelled' ? (
              <Text size="sm" p="sm" role="status">
                Query cancelled after {state.durationMs} ms.
              </Text>
            ) : (
              <Text size="sm" p="sm" c="dimmed">
                Run a query to see its rows here (Ctrl+Enter runs the selection or everything, Ctrl+Shift+Enter the statement
                under the cursor).
              </Text>
            )}
          </Tabs.Panel>
          <Tabs.Panel value="explain" style={{ flex: 1, minHeight: 0, overflow: 'auto' }}>
            {state.status === 'running' && state.kind.type === 'explain' ? (
              <RunningStatus startedAt={state.startedAt} onCancel={runner.cancel} projectRef={projectRef} />
            ) : state.status === 'plan' ? (
              <ExplainTree plan={state.plan} analyze={state.analyze} durationMs={state.durationMs} />
            ) : state.status === 'error' ? (
              <RunError error={state.error} durationMs={state.durationMs} onExplain={explainError} role={state.role} />
            ) : (
              <Text size="sm" p="sm" c="dimmed">
                Explain shows how Postgres runs the query, step by step.
              </Text>
            )}
          </Tabs.Panel>
          <Tabs.Panel value="history" style={{ flex: 1, minHeight: 0 }}>
            <HistoryPanel
              projectRef={projectRef}
              onRestore={(text) => {
                editor.current?.replaceAll(text)
                editor.current?.focus()
              }}
            />
          </Tabs.Panel>
        </Tabs>
      </Stack>
      <ConfirmDialog
        visible={runner.pending !== null}
        title="Run destructive statements?"
        variant="danger"
        confirmLabel="Execute"
        onConfirm={runner.confirm}
        onCancel={runner.dismiss}
      >
        <Text size="sm">This query changes or removes data or schema, and cannot be undone:</Text>
        <Stack gap={4} mt="xs">
          {runner.pending?.statements.map((statement, i) => (
            <Text key={i} size="sm" ff="monospace" style={{ whiteSpace: 'pre-wrap' }}>
              {statement}
            </Text>
          ))}
        </Stack>
      </ConfirmDialog>
      <ConfirmDialog
        visible={deleting !== null}
        title={`Delete ${deleting?.name ?? 'snippet'}?`}
        variant="danger"
        confirmLabel="Delete"
        loading={deleteBusy}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      >
        <Text size="sm">The snippet and its SQL are deleted for everyone in the project.</Text>
      </ConfirmDialog>
      <RenameSnippetDialog
        snippet={renaming}
        onClose={() => setRenaming(null)}
        onRename={(snippet, name) => {
          void updateSnippet(snippet, { name })
          setRenaming(null)
        }}
      />
    </Paper>
  )
}

/** End of the word an error position points at, to mark more than one character. */
function wordEnd(text: string, from: number) {
  const match = /^[\w$."]+/.exec(text.slice(from))
  return from + Math.max(1, match?.[0].length ?? 1)
}
