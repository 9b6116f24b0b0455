import { z } from 'zod/mini'

/** Stored timestamps are ISO strings; older records may hold numbers or Date objects. */
const timestamp = z.pipe(
  z
    .pipe(
      z.union([z.string(), z.number(), z.date()]),
      z.transform((value: string | number | Date) => new Date(value)),
    )
    .check(z.refine((date) => !Number.isNaN(date.getTime()), 'Invalid date')),
  z.transform((date: Date) => date.toISOString()),
)

export const textPartSchema = z.object({ type: z.literal('text'), text: z.string() })
/** A fenced SQL block of a reply: a snippet with its own id (results are keyed by it). */
export const sqlPartSchema = z.object({ type: z.literal('sql'), id: z.string().check(z.minLength(1)), sql: z.string() })
export const messagePartSchema = z.discriminatedUnion('type', [textPartSchema, sqlPartSchema])

export const snippetResultSchema = z.discriminatedUnion('status', [
  z.object({
    status: z.literal('success'),
    /** At most RESULT_ROW_LIMIT rows are kept; total says how many the query returned. */
    rows: z.array(z.record(z.string(), z.unknown())),
    total: z.int().check(z.nonnegative()),
    ranAt: timestamp,
  }),
  z.object({ status: z.literal('error'), message: z.string(), ranAt: timestamp }),
])

const baseMessage = z.object({
  id: z.string().check(z.minLength(1)),
  role: z.enum(['user', 'assistant']),
  createdAt: timestamp,
  results: z._default(z.record(z.string(), snippetResultSchema), {}),
})

/** A message with parts; messages of the older store may carry a plain `content` string instead. */
export const messageSchema = z.pipe(
  z.transform((value: unknown) => {
    if (
      value &&
      typeof value === 'object' &&
      !('parts' in value) &&
      typeof (value as { content?: unknown }).content === 'string'
    ) {
      const { content, ...rest } = value as { content: string }
      return { ...rest, parts: [{ type: 'text', text: content }] }
    }
    return value
  }),
  z.extend(baseMessage, { parts: z.array(messagePartSchema) }),
)

export const DEFAULT_CHAT_NAME = 'New chat'

export const chatSchema = z.object({
  id: z.string().check(z.minLength(1)),
  name: z._default(z.string(), DEFAULT_CHAT_NAME),
  messages: z.array(messageSchema),
  createdAt: timestamp,
  updatedAt: timestamp,
})

export const suggestionsSchema = z.object({ title: z.string(), prompts: z.array(z.string()) })
export const tableRefSchema = z.object({ schema: z.string(), name: z.string() })

/** SPEC §3 AI assistant state per project, with the panel extras. */
export const assistantStateSchema = z.object({
  projectRef: z.string(),
  open: z._default(z.boolean(), false),
  activeChatId: z.optional(z.string()),
  chats: z.record(z.string(), chatSchema),
  initialInput: z._default(z.string(), ''),
  sqlSnippets: z._default(z.array(z.string()), []),
  suggestions: z.optional(suggestionsSchema),
  tables: z._default(z.array(tableRefSchema), []),
})

export type MessagePart = z.infer<typeof messagePartSchema>
export type SnippetResult = z.infer<typeof snippetResultSchema>
export type Message = z.infer<typeof messageSchema>
export type Chat = z.infer<typeof chatSchema>
export type AssistantState = z.infer<typeof assistantStateSchema>
