import type { MessagePart, Message } from '../model/schemas'

const SQL_LANGUAGES = new Set(['sql', 'pgsql', 'postgres', 'postgresql', 'psql', 'plpgsql'])
// A closed fenced block: ```lang\n...\n``` (3 or more backticks or tildes, the same to close).
const FENCE = /^([ \t]*)(`{3,}|~{3,})[ \t]*([\w+-]*)[^\n]*\n([\s\S]*?)\n[ \t]*\2[ \t]*$/gm

export const snippetId = (messageId: string, index: number) => `${messageId}-sql-${index}`

/**
 * Splits a reply into text and SQL parts: every closed fenced SQL block becomes a snippet with its
 * own id (stable: the message id and the block's position), everything else stays markdown text.
 */
export function splitReply(text: string, messageId: string): MessagePart[] {
  const parts: MessagePart[] = []
  let last = 0
  let index = 0
  for (const match of text.matchAll(FENCE)) {
    const language = (match[3] ?? '').toLowerCase()
    if (!SQL_LANGUAGES.has(language)) continue
    const before = text.slice(last, match.index)
    if (before.trim()) parts.push({ type: 'text', text: before.trim() })
    parts.push({ type: 'sql', id: snippetId(messageId, index++), sql: (match[4] ?? '').trim() })
    last = match.index + match[0].length
  }
  const rest = text.slice(last)
  if (rest.trim()) parts.push({ type: 'text', text: rest.trim() })
  return parts
}

/** A message as plain markdown again (for the model and for copying). */
export function messageText(message: Pick<Message, 'parts'>): string {
  return message.parts.map((part) => (part.type === 'text' ? part.text : `\`\`\`sql\n${part.sql}\n\`\`\``)).join('\n\n')
}
