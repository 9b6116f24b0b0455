import { describe, expect, it } from 'vitest'
import { messageText, splitReply } from './snippets'

describe('splitReply', () => {
  it('makes each fenced SQL block a snippet with its own id', () => {
    const text =
      'Here you go:\n\n```sql\nselect 1;\n```\n\nAnd a count:\n\n```postgres\nselect count(*) from t;\n```\nDone.'
    expect(splitReply(text, 'm1')).toEqual([
      { type: 'text', text: 'Here you go:' },
      { type: 'sql', id: 'm1-sql-0', sql: 'select 1;' },
      { type: 'text', text: 'And a count:' },
      { type: 'sql', id: 'm1-sql-1', sql: 'select count(*) from t;' },
      { type: 'text', text: 'Done.' },
    ])
  })

  it('leaves other languages and unfinished blocks as text', () => {
    const text = '```js\nconsole.log(1)\n```\n\n```sql\nselect'
    expect(splitReply(text, 'm')).toEqual([{ type: 'text', text }])
  })

  it('round-trips to markdown', () => {
    const parts = splitReply('Run this:\n```sql\nselect 1;\n```', 'm')
    expect(messageText({ parts })).toBe('Run this:\n\n```sql\nselect 1;\n```')
  })
})
