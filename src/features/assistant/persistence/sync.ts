import { reportError } from '@/lib/http/errors'
import type { AssistantState, Chat } from '../model/schemas'
import { keepActiveChatValid, systemClock, type Clock } from '../model/transitions'
import { capMessages, mergeChats } from './merge'
import { parseSnapshot, toProjectRecord } from './records'
import type { AssistantRepository } from './repository'

/** SPEC §4 / §9: saving is debounced by 500 ms. */
export const SAVE_DEBOUNCE_MS = 500

/** The piece of the store the sync reads, replaces and watches. */
export interface SyncTarget {
  get(): AssistantState
  set(next: AssistantState): void
  subscribe(listener: () => void): () => void
}

const byId = (chats: readonly Chat[]) => new Map(chats.map((chat) => [chat.id, chat]))
const same = (a: unknown, b: unknown) => a === b || JSON.stringify(a) === JSON.stringify(b)

/** Keeps the objects of chats that did not change, so the UI does not re-render them. */
function reuseUnchanged(local: Record<string, Chat>, merged: Record<string, Chat>): Record<string, Chat> {
  const ids = Object.keys(merged)
  let changed = ids.length !== Object.keys(local).length || ids.some((id, i) => Object.keys(local)[i] !== id)
  const next: Record<string, Chat> = {}
  for (const id of ids) {
    const mine = local[id]
    if (mine && same(mine, merged[id])) next[id] = mine
    else {
      next[id] = merged[id]!
      changed = true
    }
  }
  return changed ? next : local
}

/**
 * Saves the state 500 ms after the last change (the last 20 messages per chat) and takes in what
 * other tabs store, merging both ways so no tab overwrites another tab's new messages.
 */
export function startAssistantSync({
  projectRef,
  repository,
  target,
  stored,
  clock = systemClock,
  debounceMs = SAVE_DEBOUNCE_MS,
}: {
  projectRef: string
  repository: AssistantRepository
  target: SyncTarget
  stored: Chat[]
  clock?: Clock
  debounceMs?: number
}) {
  let base = byId(stored)
  let timer: ReturnType<typeof setTimeout> | undefined
  let queue: Promise<void> = Promise.resolve()
  let stopped = false

  const enqueue = (job: () => Promise<void> | void) => {
    queue = queue
      .then(() => (stopped ? undefined : job()))
      .catch((error: unknown) => reportError(error, { projectRef }))
    return queue
  }

  function incorporate(remote: Chat[]) {
    const local = target.get()
    const chats = reuseUnchanged(local.chats, mergeChats(base, local.chats, remote))
    base = byId(remote)
    if (chats !== local.chats) target.set(keepActiveChatValid({ ...local, chats }, clock))
  }

  async function save() {
    const local = target.get()
    let written: Chat[] = []
    await repository.update(projectRef, (current) => {
      const parsed = parseSnapshot(projectRef, current, { reportCorrupt: false })
      written = Object.values(mergeChats(base, local.chats, parsed.chats)).map(capMessages)
      const storedChats = byId(parsed.chats)
      const keep = new Set(written.map((chat) => chat.id))
      const project = toProjectRecord(local)
      return {
        project: same(project, current.project) ? undefined : project,
        put: written.filter((chat) => !same(storedChats.get(chat.id), chat)).map((chat) => ({ ...chat, projectRef })),
        remove: [...parsed.chats.filter((chat) => !keep.has(chat.id)).map((chat) => chat.id), ...parsed.corruptChatIds],
      }
    })
    incorporate(written)
  }

  const flush = () => {
    clearTimeout(timer)
    timer = undefined
    return enqueue(save)
  }
  const unsubscribeStore = target.subscribe(() => {
    if (stopped) return
    clearTimeout(timer)
    timer = setTimeout(() => void flush(), debounceMs)
  })
  const unobserve = repository.observe(projectRef, (snapshot) => {
    void enqueue(() => incorporate(parseSnapshot(projectRef, snapshot, { reportCorrupt: false }).chats))
  })

  return {
    /** Saves now what is pending (page hide). */
    flush: () => (timer === undefined ? queue : flush()),
    /** Stops saving and observing; pending changes are dropped (sign-out). */
    stop() {
      stopped = true
      clearTimeout(timer)
      unsubscribeStore()
      unobserve()
    },
    pending: () => timer !== undefined,
  }
}
