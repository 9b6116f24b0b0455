import { z } from 'zod/mini'
import { literal } from '../quote'
import type { Lint, LintEnvironment, LintFinding, LintQuery } from './types'

/** Whether the schemas, tables and extensions a lint needs exist in this database. */
function isLintApplicable(lint: Lint, env: LintEnvironment): boolean {
  const { schemas = [], relations = [], extensions = [] } = lint.requires ?? {}
  return (
    schemas.every((s) => env.schemas.includes(s)) &&
    relations.every((r) => env.relations.includes(r)) &&
    extensions.every((e) => env.extensions.includes(e))
  )
}

const lintRowSchema = z.object({ lint: z.string(), n: z.number(), row: z.unknown() })
type LintRow = z.infer<typeof lintRowSchema>

/**
 * All applicable lints in one statement (one round trip): each lint's rows as JSON, tagged with the
 * lint's name and their position in its own order.
 */
export function lintsQuery(lints: readonly Lint[], env: LintEnvironment): LintQuery<LintRow> {
  const parts = applicableLints(lints, env).map(
    (lint) =>
      `select ${literal(lint.name)} as lint, (row_number() over ())::int as n, to_jsonb(f) as row from (\n${lint.query(env).sql}\n) f`,
  )
  const sql = parts.length
    ? `select lint, n, row from (\n${parts.join('\nunion all\n')}\n) lints`
    : `select null::text as lint, 0 as n, null::jsonb as row where false`
  return { sql, schema: lintRowSchema }
}

export interface LintResult {
  lint: Lint
  findings: LintFinding[]
}

const applicableLints = (lints: readonly Lint[], env: LintEnvironment) =>
  lints.filter((lint) => isLintApplicable(lint, env))

/**
 * Reads the rows of lintsQuery into findings, per applicable lint in the registry's order (lints
 * with no finding included).
 */
export function readLintRows(lints: readonly Lint[], env: LintEnvironment, rows: readonly unknown[]): LintResult[] {
  const parsed = rows.map((row) => lintRowSchema.parse(row)).sort((a, b) => a.n - b.n)
  return applicableLints(lints, env).map((lint) => {
    const { schema } = lint.query(env)
    const findings = parsed.filter((row) => row.lint === lint.name).map((row) => lint.finding(schema.parse(row.row)))
    return { lint, findings }
  })
}
