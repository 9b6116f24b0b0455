import { describe, expect, it } from 'vitest'
import { z } from 'zod/mini'
import { bounded, INTROSPECTION_TIMEOUT } from './bounded'
import { emptyDatabase, runBuilt } from './test-database'

describe('bounded: a catalog query with its own statement_timeout', () => {
  it('sets the timeout for its own transaction only and answers the rows of the query', async () => {
    const db = await emptyDatabase()
    const built = bounded({ sql: "select current_setting('statement_timeout') as timeout", schema: z.object({ timeout: z.string() }) })
    expect(built.sql.startsWith(`set local statement_timeout = '${INTROSPECTION_TIMEOUT}';`)).toBe(true)
    expect(await runBuilt(db, built)).toEqual([{ timeout: '15s' }])
    const after = await db.query<{ statement_timeout: string }>('show statement_timeout')
    expect(after.rows[0]!.statement_timeout).toBe('0')
  })

  it('refuses a timeout that is not a duration', () => {
    expect(() => bounded({ sql: 'select 1' }, "1s'; drop table x; --")).toThrow(/Invalid statement timeout/)
  })
})
