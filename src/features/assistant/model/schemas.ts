import { z } from 'zod'

/** Stored timestamps are ISO strings; older records may hold numbers or Date objects. */
const timestamp = z
  .union([z.string(), z.number(), z.date()])
  .transform((value) => new Date(value))
  .refine((date) => !Number.isNaN(date.getTime()), 'Invalid date')
  .transform((date) => date.toISOString())

export const textPartSchema = z.object({ type: z.literal('text'), text: z.string() })
/** A fenced SQL block of a reply: a snippet with its own id (results are keyed by it). */
export const sqlPartSchema = z.object({ type: z.literal('sql'), id: z.string().min(1), sql: z.string() })
export const messagePartSchema = z.discriminatedUnion('type', [textPartSchema, sqlPartSchema])

export const snippetResultSchema = z.discriminatedUnion('status', [
  z.object({
    status: z.literal('success'),
    /** At most RESULT_ROW_LIMIT rows are kept; total says how many the query returned. */
    rows: z.array(z.record(z.string(), z.unknown())),
    total: z.number().int().nonnegative(),
    ranAt: timestamp,
  }),
  z.object({ status: z.literal('error'), message: z.string(), ranAt: timestamp }),
])

const baseMessage = z.object({
  id: z.string().min(1),
  role: z.enum(['user', 'assistant']),
  createdAt: timestamp,
  results: z.record(z.string(), snippetResultSchema).default({}),
})

/** A message with parts; messages of the older store may carry a plain `content` string instead. */
export const messageSchema = z.preprocess(
  (value) => {
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
  },
  baseMessage.extend({ parts: z.array(messagePartSchema) }),
)

export const DEFAULT_CHAT_NAME = 'New chat'

export const chatSchema = z.object({
  id: z.string().min(1),
  name: z.string().default(DEFAULT_CHAT_NAME),
  messages: z.array(messageSchema),
  createdAt: timestamp,
  updatedAt: timestamp,
})

export const suggestionsSchema = z.object({ title: z.string(), prompts: z.array(z.string()) })
export const tableRefSchema = z.object({ schema: z.string(), name: z.string() })

/** SPEC §3 AI assistant state per project, with the panel extras. */
export const assistantStateSchema = z.object({
  projectRef: z.string(),
  open: z.boolean().default(false),
  activeChatId: z.string().optional(),
  chats: z.record(z.string(), chatSchema),
  initialInput: z.string().default(''),
  sqlSnippets: z.array(z.string()).default([]),
  suggestions: suggestionsSchema.optional(),
  tables: z.array(tableRefSchema).default([]),
})

/** The older localStorage record (CONTRACT §3): the same state, projectRef optional. */
export const legacyAssistantStateSchema = assistantStateSchema.extend({ projectRef: z.string().optional() })

export type TextPart = z.infer<typeof textPartSchema>
export type SqlPart = z.infer<typeof sqlPartSchema>
export type MessagePart = z.infer<typeof messagePartSchema>
export type SnippetResult = z.infer<typeof snippetResultSchema>
export type Message = z.infer<typeof messageSchema>
export type Chat = z.infer<typeof chatSchema>
export type AssistantState = z.infer<typeof assistantStateSchema>
