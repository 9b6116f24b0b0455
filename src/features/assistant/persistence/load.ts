import { LEGACY_ASSISTANT_KEY_PREFIX } from '../storage'
import type { AssistantState, Chat } from '../model/schemas'
import { emptyAssistantState, systemClock, withActiveChat, type Clock } from '../model/transitions'
import { capMessages } from './merge'
import { parseSnapshot, readLegacyState, toChatRecord, toProjectRecord } from './records'
import type { AssistantRepository } from './repository'

export interface LoadedAssistant {
  state: AssistantState
  /** The chats as stored after loading: the base of later merges. */
  stored: Chat[]
}

/**
 * SPEC §4 project load: the saved state from the browser database; if there is none, the older
 * localStorage record is migrated and then removed. With no chat a new one is made, otherwise the
 * most recently updated chat becomes active. Corrupt records are reported and replaced.
 */
export async function loadAssistantState(
  projectRef: string,
  repository: AssistantRepository,
  { storage = localStorage, clock = systemClock }: { storage?: Storage; clock?: Clock } = {},
): Promise<LoadedAssistant> {
  let parsed = parseSnapshot(projectRef, await repository.read(projectRef))
  const nothingStored =
    parsed.project === undefined &&
    !parsed.corruptProject &&
    parsed.chats.length === 0 &&
    parsed.corruptChatIds.length === 0
  const legacyKey = `${LEGACY_ASSISTANT_KEY_PREFIX}${projectRef}`
  const legacy = nothingStored ? readLegacyState(projectRef, legacyKey, storage) : undefined
  if (legacy) parsed = { ...legacy, corruptChatIds: [] }

  const base = parsed.project ?? toProjectRecord(emptyAssistantState(projectRef))
  const state = withActiveChat({ ...base, chats: Object.fromEntries(parsed.chats.map((c) => [c.id, c])) }, clock)

  const mustWrite =
    legacy !== undefined ||
    parsed.project === undefined ||
    parsed.corruptChatIds.length > 0 ||
    state.activeChatId !== parsed.project.activeChatId ||
    Object.keys(state.chats).length !== parsed.chats.length
  if (mustWrite) {
    const corrupt = new Set(parsed.corruptChatIds)
    await repository.update(projectRef, (current) => {
      // Only chats not stored yet (migrated or new) are written, so another tab's writes survive.
      const storedIds = new Set(
        current.chats.map((c) => (c as { id?: unknown } | null)?.id).filter((id) => !corrupt.has(id as string)),
      )
      return {
        project: toProjectRecord(state),
        put: Object.values(state.chats)
          .filter((chat) => !storedIds.has(chat.id))
          .map((chat) => toChatRecord(projectRef, chat)),
        remove: parsed.corruptChatIds,
      }
    })
  }
  if (legacy) storage.removeItem(legacyKey)
  return { state, stored: Object.values(state.chats).map(capMessages) }
}
