import { z } from 'zod/mini'
import { create } from 'zustand'
import { DEFAULT_ROLE, roleChoiceSchema, type RoleChoice } from '@/features/database'

/** localStorage: the role each project's pages run as (CONTRACT §15: kept per project in the browser). */
export const VIEW_AS_ROLE_STORAGE_KEY = 'dashboard-view-as-role'

const storedSchema = z.record(z.string(), z.unknown())

/** The saved choices; an entry that no longer parses (an older shape, an edit by hand) is dropped. */
function readChoices(): Record<string, RoleChoice> {
  try {
    const raw = storedSchema.safeParse(JSON.parse(localStorage.getItem(VIEW_AS_ROLE_STORAGE_KEY) ?? '{}'))
    if (!raw.success) return {}
    const choices: Record<string, RoleChoice> = {}
    for (const [ref, value] of Object.entries(raw.data)) {
      const choice = roleChoiceSchema.safeParse(value)
      if (choice.success && choice.data.kind !== 'postgres') choices[ref] = choice.data
    }
    return choices
  } catch {
    return {}
  }
}

function writeChoices(choices: Record<string, RoleChoice>) {
  try {
    localStorage.setItem(VIEW_AS_ROLE_STORAGE_KEY, JSON.stringify(choices))
  } catch {
    // Storage full or denied: the choice still holds for this tab.
  }
}

interface ViewAsRoleState {
  choices: Record<string, RoleChoice>
  choose: (ref: string, choice: RoleChoice) => void
  /** Back to the default role (postgres). */
  clear: (ref: string) => void
  reload: () => void
}

export const useViewAsRoleStore = create<ViewAsRoleState>()((set, get) => ({
  choices: readChoices(),
  choose: (ref, choice) => {
    const choices = { ...get().choices }
    if (choice.kind === 'postgres') delete choices[ref]
    else choices[ref] = choice
    writeChoices(choices)
    set({ choices })
  },
  clear: (ref) => get().choose(ref, DEFAULT_ROLE),
  reload: () => set({ choices: readChoices() }),
}))

/** The role the project's SQL editor, table editor and GraphQL explorers run as. */
export const useViewAsRole = (ref: string): RoleChoice => useViewAsRoleStore((state) => state.choices[ref] ?? DEFAULT_ROLE)

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === null || event.key === VIEW_AS_ROLE_STORAGE_KEY) useViewAsRoleStore.getState().reload()
  })
}
