import { z } from 'zod/mini'
import { create } from 'zustand'
import { getConfig } from '@/lib/config/config'

/** localStorage: the projects whose read-only switch is on (CONTRACT §17: per project, kept in the browser). */
export const READ_ONLY_STORAGE_KEY = 'dashboard-read-only'

const storedSchema = z.array(z.string())

function readProjects(): string[] {
  try {
    const parsed = storedSchema.safeParse(JSON.parse(localStorage.getItem(READ_ONLY_STORAGE_KEY) ?? '[]'))
    return parsed.success ? parsed.data : []
  } catch {
    return []
  }
}

function writeProjects(projects: string[]) {
  try {
    localStorage.setItem(READ_ONLY_STORAGE_KEY, JSON.stringify(projects))
  } catch {
    // Storage full or denied: the switch still holds for this tab.
  }
}

interface ReadOnlyState {
  projects: string[]
  setReadOnly: (ref: string, on: boolean) => void
  reload: () => void
}

export const useReadOnlyStore = create<ReadOnlyState>()((set, get) => ({
  projects: readProjects(),
  setReadOnly: (ref, on) => {
    const projects = get().projects.filter((project) => project !== ref)
    if (on) projects.push(ref)
    writeProjects(projects)
    set({ projects })
  },
  reload: () => set({ projects: readProjects() }),
}))

/** Self-hosted `DASHBOARD_READ_ONLY=true`: read-only for every project, with no switch. */
export function isReadOnlyForced(): boolean {
  try {
    const config = getConfig()
    return !config.platform && config.readOnly
  } catch {
    return false
  }
}

/** Whether the project's queries run read-only now (read by the one pg-meta call). */
export const isReadOnly = (ref: string) => isReadOnlyForced() || useReadOnlyStore.getState().projects.includes(ref)

export interface ReadOnlyMode {
  readOnly: boolean
  /** Set by the server (no switch). */
  forced: boolean
  /** Why a form that writes is disabled; undefined when writes are allowed. */
  reason: string | undefined
}

export const READ_ONLY_REASON = 'Read-only mode is on: changes to the database are disabled.'

/** The project's mode, for pages that disable their writing forms. */
export function useReadOnly(ref: string): ReadOnlyMode {
  const switched = useReadOnlyStore((state) => state.projects.includes(ref))
  const forced = isReadOnlyForced()
  const readOnly = forced || switched
  return { readOnly, forced, reason: readOnly ? READ_ONLY_REASON : undefined }
}

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === null || event.key === READ_ONLY_STORAGE_KEY) useReadOnlyStore.getState().reload()
  })
}
