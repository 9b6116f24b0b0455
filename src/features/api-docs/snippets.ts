import type { ApiColumn, ApiFunction, ApiRelation } from '@/features/database'

/**
 * Ready-made client calls for the API docs, as text (issue 23). Names come from the database, so every
 * name is written through a quoting helper of its language: JS strings, PostgREST names, URL parts and
 * POSIX shell words. A snippet copied and run calls exactly the object it documents.
 */

/** Where the snippets send their calls and with which key. */
export interface SnippetTarget {
  apiUrl: string
  /** The publishable key, or SERVICE_KEY_PLACEHOLDER: the real service key is never in the browser. */
  key: string
  /** The first exposed schema: the one the API answers without a profile header. */
  defaultSchema: string
}

export const SERVICE_KEY_PLACEHOLDER = '<SERVICE_ROLE_KEY>'
export const ANON_KEY_PLACEHOLDER = '<ANON_KEY>'

/** A single-quoted JavaScript string. */
export function jsString(value: string): string {
  const body = JSON.stringify(value).slice(1, -1).replaceAll("\\\"", '"').replaceAll("'", "\\'")
  return `'${body}'`
}

const JS_IDENTIFIER = /^[\p{L}_$][\p{L}\p{N}_$]*$/u
/** An object literal's key: bare when it is an identifier, else a string. */
export const jsKey = (name: string) => (JS_IDENTIFIER.test(name) ? name : jsString(name))

const PGRST_PLAIN = /^[\p{L}_][\p{L}\p{N}_$]*$/u
/** A column as PostgREST reads it in select and filters: double-quoted unless a plain name. */
export function pgrstName(name: string): string {
  return PGRST_PLAIN.test(name) ? name : `"${name.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`
}

/** One word for a POSIX shell: single-quoted, with embedded quotes closed and reopened. */
export function shellWord(value: string): string {
  return `'${value.replaceAll("'", `'\\''`)}'`
}

const trimSlash = (url: string) => url.replace(/\/+$/, '')
const restUrl = (target: SnippetTarget, relation: string, query = '') =>
  `${trimSlash(target.apiUrl)}/rest/v1/${encodeURIComponent(relation)}${query ? `?${query}` : ''}`
const param = (name: string, value: string) => `${encodeURIComponent(name)}=${encodeURIComponent(value)}`

/** An example value for a column of a type (what a user replaces). */
export function sampleValue(type: string): unknown {
  const t = type.toLowerCase()
  if (t.endsWith('[]')) return []
  if (/^(smallint|integer|bigint|int\d?|serial|bigserial)\b/.test(t)) return 1
  if (/^(numeric|decimal|real|double precision|float\d?)\b/.test(t)) return 1.5
  if (t === 'boolean' || t === 'bool') return true
  if (t === 'uuid') return '00000000-0000-0000-0000-000000000000'
  if (t.startsWith('timestamp')) return '2025-01-01T00:00:00Z'
  if (t === 'date') return '2025-01-01'
  if (t === 'json' || t === 'jsonb') return {}
  return 'some text'
}

const jsValue = (value: unknown): string => {
  if (typeof value === 'string') return jsString(value)
  return JSON.stringify(value)
}
/** The text after `eq.` in a PostgREST filter. */
const filterText = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value))

/** The columns an insert example fills: the required ones (not null, no default), else the first non-key column. */
export function insertColumns(columns: readonly ApiColumn[]): ApiColumn[] {
  const required = columns.filter((column) => !column.has_default && !column.nullable)
  if (required.length > 0) return required
  const first = columns.find((column) => !column.primary_key) ?? columns[0]
  return first ? [first] : []
}

/** The column rows are matched on in update / delete examples: the primary key, else the first column. */
export const keyColumn = (columns: readonly ApiColumn[]) => columns.find((column) => column.primary_key) ?? columns[0]

function jsObject(columns: readonly ApiColumn[]) {
  return `{ ${columns.map((column) => `${jsKey(column.name)}: ${jsValue(sampleValue(column.type))}`).join(', ')} }`
}
const jsonObject = (columns: readonly ApiColumn[]) =>
  JSON.stringify(Object.fromEntries(columns.map((column) => [column.name, sampleValue(column.type)])))

function jsFrom(target: SnippetTarget, relation: { schema: string; name: string }) {
  const schema = relation.schema === target.defaultSchema ? '' : `.schema(${jsString(relation.schema)})`
  return `supabase${schema}\n  .from(${jsString(relation.name)})`
}

function curl(target: SnippetTarget, method: string, url: string, schema: string, extra: string[] = []) {
  const lines = [`curl${method === 'GET' ? '' : ` -X ${method}`} ${shellWord(url)}`]
  lines.push(`-H ${shellWord(`apikey: ${target.key}`)}`, `-H ${shellWord(`Authorization: Bearer ${target.key}`)}`)
  if (schema !== target.defaultSchema) lines.push(`-H ${shellWord(`${method === 'GET' ? 'Accept' : 'Content'}-Profile: ${schema}`)}`)
  lines.push(...extra)
  return lines.join(' \\\n  ')
}

export type RelationOperation = 'select' | 'filter' | 'insert' | 'update' | 'delete' | 'paginate'
export interface Snippet {
  operation: RelationOperation
  title: string
  js: string
  curl: string
}

/** The snippets of a table (every operation) or view (reads only). */
export function relationSnippets(target: SnippetTarget, relation: ApiRelation): Snippet[] {
  const from = jsFrom(target, relation)
  const columns = relation.columns
  const first = columns[0]
  const selectList = columns.length > 0 ? columns.map((column) => pgrstName(column.name)).join(',') : '*'
  const snippets: Snippet[] = [
    {
      operation: 'select',
      title: 'Read rows',
      js: `const { data, error } = await ${from}\n  .select(${jsString(selectList)})`,
      curl: curl(target, 'GET', restUrl(target, relation.name, param('select', selectList)), relation.schema),
    },
  ]
  if (first) {
    const value = sampleValue(first.type)
    snippets.push({
      operation: 'filter',
      title: 'Filter rows',
      js: `const { data, error } = await ${from}\n  .select('*')\n  .eq(${jsString(pgrstName(first.name))}, ${jsValue(value)})`,
      curl: curl(target, 'GET', restUrl(target, relation.name, `${param(pgrstName(first.name), `eq.${filterText(value)}`)}&select=*`), relation.schema),
    })
  }
  snippets.push({
    operation: 'paginate',
    title: 'Paginate',
    js: `const { data, error } = await ${from}\n  .select('*')\n  .range(0, 9)`,
    curl: curl(target, 'GET', restUrl(target, relation.name, 'select=*'), relation.schema, [`-H ${shellWord('Range: 0-9')}`]),
  })
  const key = keyColumn(columns)
  if (relation.kind === 'view' || !key) return snippets
  const filled = insertColumns(columns)
  const match = `.eq(${jsString(pgrstName(key.name))}, ${jsValue(sampleValue(key.type))})`
  const matchQuery = param(pgrstName(key.name), `eq.${filterText(sampleValue(key.type))}`)
  const changed = columns.find((column) => column !== key) ?? key
  const json = ['-H', shellWord('Content-Type: application/json')].join(' ')
  snippets.push(
    {
      operation: 'insert',
      title: 'Insert a row',
      js: `const { data, error } = await ${from}\n  .insert([${jsObject(filled)}])\n  .select()`,
      curl: curl(target, 'POST', restUrl(target, relation.name), relation.schema, [json, `-H ${shellWord('Prefer: return=representation')}`, `-d ${shellWord(`[${jsonObject(filled)}]`)}`]),
    },
    {
      operation: 'update',
      title: 'Update rows',
      js: `const { data, error } = await ${from}\n  .update(${jsObject([changed])})\n  ${match}\n  .select()`,
      curl: curl(target, 'PATCH', restUrl(target, relation.name, matchQuery), relation.schema, [json, `-H ${shellWord('Prefer: return=representation')}`, `-d ${shellWord(jsonObject([changed]))}`]),
    },
    {
      operation: 'delete',
      title: 'Delete rows',
      js: `const { error } = await ${from}\n  .delete()\n  ${match}`,
      curl: curl(target, 'DELETE', restUrl(target, relation.name, matchQuery), relation.schema),
    },
  )
  return snippets
}

/** Calling a function through the API (POST /rpc/{name} with its arguments by name). */
export function rpcSnippet(target: SnippetTarget, fn: ApiFunction): { js: string; curl: string } {
  const named = fn.arguments.filter((argument): argument is { name: string; type: string } => Boolean(argument.name))
  const args = Object.fromEntries(named.map((argument) => [argument.name, sampleValue(argument.type)]))
  const jsArgs = named.length > 0 ? `, { ${named.map((argument) => `${jsKey(argument.name)}: ${jsValue(args[argument.name])}`).join(', ')} }` : ''
  const client = fn.schema === target.defaultSchema ? 'supabase' : `supabase.schema(${jsString(fn.schema)})`
  return {
    js: `const { data, error } = await ${client}.rpc(${jsString(fn.name)}${jsArgs})`,
    curl: curl(target, 'POST', `${trimSlash(target.apiUrl)}/rest/v1/rpc/${encodeURIComponent(fn.name)}`, fn.schema, [
      `-H ${shellWord('Content-Type: application/json')}`,
      `-d ${shellWord(JSON.stringify(args))}`,
    ]),
  }
}

/** The client's set-up with the chosen key. */
export const clientSetupSnippet = (target: SnippetTarget) =>
  `import { createClient } from '@supabase/supabase-js'\n\nconst supabase = createClient(${jsString(target.apiUrl)}, ${jsString(target.key)})`
