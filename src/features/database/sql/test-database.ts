import type { Extensions, PGlite } from '@electric-sql/pglite'
import { z } from 'zod/mini'
import { createCachedEmptyDatabase, createCachedSeededDatabase } from '@mocks/pglite/node-seed-cache'

/** Test helper: runs a builder's statement on PGlite as the mock does and parses its rows. */
export async function runBuilt<T>(db: PGlite, built: { sql: string; schema: z.ZodMiniType<T> }): Promise<T[]> {
  const results = await db.exec(built.sql)
  const rows = results.findLast((result) => result.rows.length > 0)?.rows ?? []
  return z.array(built.schema).parse(rows.map((row) => JSON.parse(JSON.stringify(row)) as unknown))
}

/** The mock's seeded database (shop tables, API roles, vault). */
export const seededDatabase = () => createCachedSeededDatabase()
export const emptyDatabase = (extensions: Extensions = {}) => createCachedEmptyDatabase(extensions)
