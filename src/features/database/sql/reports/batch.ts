import { z } from 'zod/mini'
import { ident } from '../quote'

export interface BatchedReport {
  /** The column the report's rows come back in. */
  key: string
  /** A report builder's statement (one SELECT, no trailing semicolon). */
  sql: string
}

/** The one row of a batch: each report's rows by its key (each report's own schema checks its rows). */
export const reportBatchSchema = z.record(z.string(), z.array(z.unknown()))

/**
 * Several report statements read in one round trip (issue 26 item 5: the mock's database answers one
 * statement at a time, and each call costs a request): one row with a column per report, named by its
 * key, holding the report's rows as a JSON array in the order the report sorts them (a sorted subquery
 * is planned on its own and the aggregate reads it in that order). Being one statement, they all read
 * the statistics of the same moment. The rows are the same values the report answers on its own: every
 * report casts its figures to int, float8, text or boolean, which JSON carries unchanged.
 */
export function reportBatchSql(reports: readonly BatchedReport[]) {
  if (reports.length === 0) throw new Error('A batch needs at least one report.')
  if (new Set(reports.map((r) => r.key)).size !== reports.length) throw new Error('Each report of a batch needs its own key.')
  const columns = reports.map(
    ({ key, sql }) => `(select coalesce(json_agg(r), '[]'::json) from (\n${sql}\n) r) as ${ident(key)}`,
  )
  return { sql: /* SQL */ `select ${columns.join(',\n  ')}`, schema: reportBatchSchema }
}
