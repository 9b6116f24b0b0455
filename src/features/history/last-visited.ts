import { z } from 'zod/mini'
import { create } from 'zustand'

// SPEC §3/§4: per project, the last visited table (editor) and SQL snippet; and the last organization.
export const PROJECT_HISTORY_KEY_PREFIX = 'dashboard-history-'
export const LAST_VISITED_ORGANIZATION_KEY = 'dashboard-last-visited-organization'
/** The SQL editor's id for a snippet not saved yet; opening it is not a visit worth reopening. */
export const NEW_SNIPPET_ID = 'new'

const projectHistorySchema = z.object({
  editor: z.catch(z.optional(z.string().check(z.minLength(1))), undefined),
  sql: z.catch(z.optional(z.string().check(z.minLength(1))), undefined),
})
export type ProjectHistory = z.infer<typeof projectHistorySchema>
const slugSchema = z.string().check(z.minLength(1))

function readJson(key: string): unknown {
  try {
    const raw = localStorage.getItem(key)
    return raw === null ? undefined : JSON.parse(raw)
  } catch {
    return undefined
  }
}

function readProjectHistory(ref: string): ProjectHistory {
  const parsed = projectHistorySchema.safeParse(readJson(PROJECT_HISTORY_KEY_PREFIX + ref))
  return parsed.success ? parsed.data : {}
}

function readLastOrganization(): string | undefined {
  const parsed = slugSchema.safeParse(readJson(LAST_VISITED_ORGANIZATION_KEY))
  return parsed.success ? parsed.data : undefined
}

function write(key: string, value: unknown) {
  try {
    localStorage.setItem(key, JSON.stringify(value))
  } catch {
    // Storage full or blocked: history is a convenience, never an error.
  }
}

interface HistoryState {
  projects: Record<string, ProjectHistory>
  lastOrganization: string | undefined
}

/** Shared so the sidebar and pages re-render when a visit is recorded. */
export const useHistoryStore = create<HistoryState>()(() => ({
  projects: {},
  lastOrganization: readLastOrganization(),
}))

export function getProjectHistory(ref: string): ProjectHistory {
  return useHistoryStore.getState().projects[ref] ?? readProjectHistory(ref)
}

function recordProject(ref: string, change: ProjectHistory) {
  const next = { ...getProjectHistory(ref), ...change }
  write(PROJECT_HISTORY_KEY_PREFIX + ref, next)
  useHistoryStore.setState((state) => ({ projects: { ...state.projects, [ref]: next } }))
}

export function recordLastVisitedSnippet(ref: string, id: string) {
  if (!id || id === NEW_SNIPPET_ID || getProjectHistory(ref).sql === id) return
  recordProject(ref, { sql: id })
}

export function recordLastVisitedTable(ref: string, id: string) {
  if (!id || getProjectHistory(ref).editor === id) return
  recordProject(ref, { editor: id })
}

export function recordLastVisitedOrganization(slug: string) {
  if (!slug || useHistoryStore.getState().lastOrganization === slug) return
  write(LAST_VISITED_ORGANIZATION_KEY, slug)
  useHistoryStore.setState({ lastOrganization: slug })
}

export const getLastVisitedOrganization = () => useHistoryStore.getState().lastOrganization

/** The project's last visited table and SQL snippet, for links that reopen where the user left off. */
export function useProjectHistory(ref: string): ProjectHistory {
  return useHistoryStore((state) => state.projects[ref]) ?? readProjectHistory(ref)
}

