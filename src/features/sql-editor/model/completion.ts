import type { Completion, CompletionContext, CompletionResult, CompletionSource } from '@codemirror/autocomplete'
import type { SQLNamespace } from '@codemirror/lang-sql'
import type { CompletionSchema } from '../api/completion-schema-query'
import { statementAt } from './statements'

/** lang-sql's namespace: schema → table → columns (views marked as such). */
export function toNamespace(schema: CompletionSchema): SQLNamespace {
  const namespace: Record<string, Record<string, SQLNamespace>> = {}
  for (const name of schema.schemas) namespace[name] = {}
  for (const relation of schema.relations) {
    const tables = (namespace[relation.schema] ??= {})
    tables[relation.name] = {
      self: { label: relation.name, type: relation.kind === 'v' || relation.kind === 'm' ? 'class' : 'type', detail: relation.kind === 'v' ? 'view' : relation.kind === 'm' ? 'materialized view' : 'table' },
      children: relation.columns.map((c) => ({ label: c, type: 'property' })),
    }
  }
  return namespace
}

const TABLE_REF = /\b(?:from|join|update|into|table)\s+((?:"[^"]+"|[\w$]+)(?:\s*\.\s*(?:"[^"]+"|[\w$]+))?)/gi
const unquote = (name: string) => (name.startsWith('"') ? name.slice(1, -1) : name.toLowerCase())

/** Columns of the tables the statement under the cursor names, and the user's functions. */
export function statementCompletionSource(schema: CompletionSchema): CompletionSource {
  const bySchema = new Map<string, CompletionSchema['relations'][number]>()
  const byName = new Map<string, CompletionSchema['relations'][number][]>()
  for (const relation of schema.relations) {
    bySchema.set(`${relation.schema}.${relation.name}`, relation)
    const list = byName.get(relation.name) ?? []
    list.push(relation)
    byName.set(relation.name, list)
  }
  const functions: Completion[] = schema.functions.map((f) => ({
    label: f.name,
    type: 'function',
    detail: f.schema,
    apply: `${f.name}()`,
    boost: -1,
  }))
  return (context: CompletionContext): CompletionResult | null => {
    const word = context.matchBefore(/[\w$]+/)
    if (!word && !context.explicit) return null
    const before = context.state.sliceDoc(Math.max(0, (word?.from ?? context.pos) - 1), word?.from ?? context.pos)
    if (before === '.') return null
    const doc = context.state.doc.toString()
    const statement = statementAt(doc, context.pos)
    const text = statement ? doc.slice(statement.from, Math.max(statement.to, context.pos)) : ''
    const options: Completion[] = []
    const seen = new Set<string>()
    for (const match of text.matchAll(TABLE_REF)) {
      const parts = match[1]!.split('.').map((p) => unquote(p.trim()))
      const relations = parts.length === 2 ? [bySchema.get(`${parts[0]}.${parts[1]}`)] : (byName.get(parts[0]!) ?? [])
      for (const relation of relations) {
        if (!relation) continue
        for (const column of relation.columns) {
          if (seen.has(column)) continue
          seen.add(column)
          options.push({ label: column, type: 'property', detail: relation.name, boost: 2 })
        }
      }
    }
    return { from: word?.from ?? context.pos, options: [...options, ...functions], validFor: /^[\w$]*$/ }
  }
}
