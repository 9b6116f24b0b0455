import type { Chat, Message, SnippetResult } from '../model/schemas'

type Keyed<T extends { id: string }> = ReadonlyMap<string, T>

const byId = <T extends { id: string }>(items: Iterable<T>) => new Map([...items].map((item) => [item.id, item]))

/**
 * Three-way merge of lists keyed by id. `base` is what this tab last saw stored; an item missing on one
 * side that was in base was deleted there, an item missing from base is new on the side that has it.
 */
function mergeKeyed<T extends { id: string }>(
  base: Keyed<T> | undefined,
  local: readonly T[],
  remote: readonly T[],
  mergeItem: (baseItem: T | undefined, local: T, remote: T) => T,
): T[] {
  const remoteById = byId(remote)
  const localById = byId(local)
  const merged: T[] = []
  for (const item of local) {
    const other = remoteById.get(item.id)
    if (other) merged.push(mergeItem(base?.get(item.id), item, other))
    else if (!base?.has(item.id)) merged.push(item)
  }
  for (const item of remote) {
    if (!localById.has(item.id) && !base?.has(item.id)) merged.push(item)
  }
  return merged
}

const laterResult = (a: SnippetResult, b: SnippetResult) => (b.ranAt > a.ranAt ? b : a)

function mergeMessage(_base: Message | undefined, local: Message, remote: Message): Message {
  const results = { ...remote.results }
  for (const [id, result] of Object.entries(local.results)) {
    const other = results[id]
    results[id] = other ? laterResult(other, result) : result
  }
  return { ...local, results }
}

/** One chat seen by this tab (local) and as stored (remote), merged against what this tab saw last (base). */
export function mergeChat(base: Chat | undefined, local: Chat, remote: Chat): Chat {
  const messages = mergeKeyed(base ? byId(base.messages) : undefined, local.messages, remote.messages, mergeMessage)
  // Stable sort by creation time so messages from two tabs interleave in order.
  const ordered = messages
    .map((m, i) => [m, i] as const)
    .sort(([a, i], [b, j]) => (a.createdAt < b.createdAt ? -1 : a.createdAt > b.createdAt ? 1 : i - j))
  return {
    ...local,
    name: base && local.name === base.name ? remote.name : local.name,
    messages: ordered.map(([m]) => m),
    updatedAt: local.updatedAt > remote.updatedAt ? local.updatedAt : remote.updatedAt,
  }
}

/** Every chat of a project: new chats on either side kept, deletions on either side applied. */
export function mergeChats(
  base: Keyed<Chat>,
  local: Record<string, Chat>,
  remote: readonly Chat[],
): Record<string, Chat> {
  const merged = mergeKeyed(base, Object.values(local), remote, (b, l, r) => mergeChat(b, l, r))
  return Object.fromEntries(merged.map((chat) => [chat.id, chat]))
}

/** SPEC §4 / §9: saving keeps only the last 20 messages per chat. */
export const MESSAGES_KEPT_PER_CHAT = 20

export const capMessages = (chat: Chat): Chat =>
  chat.messages.length > MESSAGES_KEPT_PER_CHAT
    ? { ...chat, messages: chat.messages.slice(-MESSAGES_KEPT_PER_CHAT) }
    : chat
