import type { Chat, Message } from '../model/schemas'

/** Builders for persistence tests. */
export const at = (second: number) => new Date(Date.UTC(2026, 0, 1, 0, 0, second)).toISOString()

export const textMessage = (id: string, second = 0, role: Message['role'] = 'user'): Message => ({
  id,
  role,
  parts: [{ type: 'text', text: `text of ${id}` }],
  results: {},
  createdAt: at(second),
})

export function chatWith(id: string, messageCount: number, updatedSecond = 0, name = 'New chat'): Chat {
  return {
    id,
    name,
    createdAt: at(0),
    updatedAt: at(updatedSecond),
    messages: Array.from({ length: messageCount }, (_, i) => textMessage(`${id}-m${i + 1}`, i)),
  }
}
