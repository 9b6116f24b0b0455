import { execFileSync } from 'node:child_process'
import { describe, expect, it } from 'vitest'
import type { ApiRelation } from '@/features/database'
import { jsKey, jsString, pgrstName, relationSnippets, rpcSnippet, SERVICE_KEY_PLACEHOLDER, shellWord, type SnippetTarget } from './snippets'

const HOSTILE = ['we"ird', "it's", 'has space', 'MixedCase', 'ünïcødé 名前', 'back\\slash', 'line\nbreak', 'select']
const target: SnippetTarget = { apiUrl: 'https://abc.example.com/', key: 'anon-key', defaultSchema: 'public' }
const evaluate = (source: string) => new Function(`return ${source}`)() as unknown

const relation = (name: string, schema = 'public', kind: 'table' | 'view' = 'table'): ApiRelation => ({
  schema,
  name,
  kind,
  comment: null,
  columns: [
    { name: 'id', type: 'bigint', nullable: false, has_default: true, primary_key: true },
    { name, type: 'text', nullable: false, has_default: false, primary_key: false },
  ],
})

describe('quoting helpers', () => {
  it('JavaScript strings and keys read back as the names', () => {
    for (const name of HOSTILE) {
      expect(evaluate(jsString(name))).toBe(name)
      expect(evaluate(`({ ${jsKey(name)}: 1 })`)).toEqual({ [name]: 1 })
    }
    expect(jsKey('plain_name')).toBe('plain_name')
  })

  it('shell words read back as the values', () => {
    for (const name of HOSTILE) expect(execFileSync('sh', ['-c', `printf %s ${shellWord(name)}`]).toString()).toBe(name)
  })

  it('quotes PostgREST names that are not plain', () => {
    expect(pgrstName('name')).toBe('name')
    expect(pgrstName('名前')).toBe('名前')
    expect(pgrstName('has space')).toBe('"has space"')
    expect(pgrstName('we"ird')).toBe('"we\\"ird"')
    expect(pgrstName('MixedCase')).toBe('MixedCase')
  })
})

describe('table snippets', () => {
  it('covers select, filter, paginate, insert, update and delete for a table, reads only for a view', () => {
    expect(relationSnippets(target, relation('todos')).map((s) => s.operation)).toEqual(['select', 'filter', 'paginate', 'insert', 'update', 'delete'])
    expect(relationSnippets(target, relation('todo_view', 'public', 'view')).map((s) => s.operation)).toEqual(['select', 'filter', 'paginate'])
  })

  it('names the table and its columns as the client and the shell read them, for hostile names', () => {
    for (const name of HOSTILE) {
      const [select, , , insert] = relationSnippets(target, relation(name))
      expect(select!.js).toContain(`.from(${jsString(name)})`)
      expect(evaluate(/\.from\(('(?:[^'\\]|\\.)*')\)/.exec(select!.js)![1]!)).toBe(name)
      expect(evaluate(/\.insert\(\[(.*)\]\)/.exec(insert!.js)![1]!.replace(/^\{/, '({').replace(/\}$/, '})'))).toEqual({ [name]: 'some text' })
      // The curl URL is one shell word whose path is the table name, encoded.
      const url = execFileSync('sh', ['-c', `printf %s ${/curl (.*?) \\/.exec(select!.curl)![1]!}`]).toString()
      expect(decodeURIComponent(new URL(url).pathname.split('/').pop()!)).toBe(name)
      expect(new URL(url).searchParams.get('select')).toBe(`id,${pgrstName(name)}`)
      const body = /-d ('.*')$/s.exec(insert!.curl)![1]!
      expect(JSON.parse(execFileSync('sh', ['-c', `printf %s ${body}`]).toString())).toEqual([{ [name]: 'some text' }])
    }
  })

  it('selects the schema when it is not the default one, with the profile header for curl', () => {
    const [select, , , insert] = relationSnippets(target, relation('orders', 'Sales Team'))
    expect(select!.js).toContain(".schema('Sales Team')")
    expect(select!.curl).toContain("'Accept-Profile: Sales Team'")
    expect(insert!.curl).toContain("'Content-Profile: Sales Team'")
  })

  it('writes the chosen key, and the placeholder when the service key is chosen', () => {
    const [select] = relationSnippets({ ...target, key: SERVICE_KEY_PLACEHOLDER }, relation('todos'))
    expect(select!.curl).toContain(`'apikey: ${SERVICE_KEY_PLACEHOLDER}'`)
    expect(select!.curl).toContain('https://abc.example.com/rest/v1/todos?select=id%2Ctodos')
  })
})

describe('rpc snippets', () => {
  it('calls a function by name with its arguments', () => {
    for (const name of HOSTILE) {
      const snippet = rpcSnippet(target, { schema: 'public', name, arguments: [{ name, type: 'integer' }, { name: null, type: 'text' }], return_type: 'integer', comment: null })
      expect(snippet.js).toBe(`const { data, error } = await supabase.rpc(${jsString(name)}, { ${jsKey(name)}: 1 })`)
      expect(snippet.curl).toContain(shellWord(`https://abc.example.com/rest/v1/rpc/${encodeURIComponent(name)}`))
    }
  })
})
