import { describe, expect, it } from 'vitest'
import type { Message } from '../model/schemas'
import { configAiOptIn, sharedContextSummary, toAiOptIn } from './opt-in'
import { buildSystemPrompt, toCompletionMessages } from './system-prompt'

const project = { ref: 'ref1', name: 'Blog', region: 'eu-west-2', dbVersion: '17.4', status: 'ACTIVE_HEALTHY' }
const schemaText = 'CREATE TABLE public.customers (\n  email text\n);'

const conversation: Message[] = [
  {
    id: 'q',
    role: 'user',
    parts: [{ type: 'text', text: 'show customers' }],
    results: {},
    createdAt: '2026-01-01T00:00:00.000Z',
  },
  {
    id: 'a',
    role: 'assistant',
    parts: [
      { type: 'text', text: 'Here:' },
      { type: 'sql', id: 'a-sql-0', sql: 'select email from customers;' },
    ],
    results: {
      'a-sql-0': {
        status: 'success',
        rows: [{ email: 'ada@example.com' }],
        total: 1,
        ranAt: '2026-01-01T00:00:01.000Z',
      },
    },
    createdAt: '2026-01-01T00:00:01.000Z',
  },
]

describe('assistant context', () => {
  it('puts the schema in the system message only with AI_SQL', () => {
    expect(buildSystemPrompt({ project, optIn: ['AI_SQL'], schemaText })).toContain(`Database schema:\n${schemaText}`)
    const without = buildSystemPrompt({ project, optIn: [], schemaText })
    expect(without).not.toContain('CREATE TABLE')
    expect(without).toContain('The user has not shared the database schema.')
    expect(without).toContain('Project: Blog (ref ref1), region eu-west-2, Postgres 17.4, status ACTIVE_HEALTHY.')
  })

  it('sends no row values without AI_DATA', () => {
    const messages = toCompletionMessages(conversation, ['AI_SQL'])
    expect(messages).toEqual([
      { role: 'user', content: 'show customers' },
      { role: 'assistant', content: 'Here:\n\n```sql\nselect email from customers;\n```' },
    ])
    expect(JSON.stringify(messages)).not.toContain('ada@example.com')
  })

  it('sends the rows of results with AI_DATA', () => {
    const [, answer] = toCompletionMessages(conversation, ['AI_SQL', 'AI_DATA'])
    expect(answer!.content).toContain('Running `a-sql-0` returned 1 rows:\n```json\n[{"email":"ada@example.com"}]\n```')
  })

  it('shares nothing until the organization opts in, and ignores unknown keys (issue 11 item 3)', () => {
    expect(toAiOptIn(undefined)).toEqual([])
    expect(toAiOptIn(['AI_DATA', 'AI_SQL'])).toEqual(['AI_SQL', 'AI_DATA'])
    expect(toAiOptIn(['AI_EVERYTHING', 3])).toEqual([])
    expect(configAiOptIn(' AI_LOG, AI_SQL ,nope')).toEqual(['AI_SQL', 'AI_LOG'])
    expect(configAiOptIn('')).toEqual([])
    expect(sharedContextSummary([])).toBe('Shared with the assistant: only your messages.')
    expect(sharedContextSummary(['AI_SQL'])).toBe(
      'Shared with the assistant: your messages and the database schema (tables, columns, keys, relationships).',
    )
  })
})
