import type { AssistantRepository, StoredSnapshot } from './repository'

/** An in-memory repository with the same semantics as the Dexie one (for tests and as a fallback). */
export function createMemoryRepository(initial: Record<string, StoredSnapshot> = {}) {
  const projects = new Map<string, unknown>()
  const chats = new Map<string, { projectRef: string; value: unknown }>()
  const listeners = new Map<string, Set<(snapshot: StoredSnapshot) => void>>()
  for (const [ref, snapshot] of Object.entries(initial)) {
    if (snapshot.project !== undefined) projects.set(ref, snapshot.project)
    snapshot.chats.forEach((chat, index) => {
      const id =
        chat && typeof chat === 'object' && typeof (chat as { id?: unknown }).id === 'string'
          ? (chat as { id: string }).id
          : `corrupt-${ref}-${index}`
      chats.set(id, { projectRef: ref, value: chat })
    })
  }
  const snapshot = (ref: string): StoredSnapshot => ({
    project: structuredClone(projects.get(ref)),
    chats: [...chats.values()].filter((c) => c.projectRef === ref).map((c) => structuredClone(c.value)),
  })
  const repository: AssistantRepository & { writes: number; snapshot: typeof snapshot } = {
    writes: 0,
    snapshot,
    read: async (ref) => snapshot(ref),
    update: async (ref, change) => {
      const { project, put, remove } = change(snapshot(ref))
      if (!project && put.length === 0 && remove.length === 0) return
      if (project) projects.set(ref, structuredClone(project))
      for (const id of remove) chats.delete(id)
      for (const chat of put) chats.set(chat.id, { projectRef: ref, value: structuredClone(chat) })
      repository.writes++
      for (const listener of listeners.get(ref) ?? []) listener(snapshot(ref))
    },
    observe: (ref, listener) => {
      const set = listeners.get(ref) ?? new Set()
      set.add(listener)
      listeners.set(ref, set)
      return () => set.delete(listener)
    },
    close: () => listeners.clear(),
  }
  return repository
}
