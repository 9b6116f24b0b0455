import { beforeEach, describe, expect, it } from 'vitest'
import { signInForTest } from '../../../../test/support/render'
import { server } from '@mocks/node'
import { databaseSizeSql, replicationSlotsSql, tableBloatSql, tableSizesSql } from '@/features/database'
import { executeSql } from '@/features/database/api/execute-sql'
import { setAccessTokenProvider } from '@/lib/http/client'
import { readReportRows } from './report-batch'

const db = { projectRef: 'acmeblogprod01', connectionString: 'postgresql://postgres@db.example.com:5432/postgres' }
const signal = () => new AbortController().signal

/** The statements the page sends to pg-meta, in order. */
function sentStatements() {
  const sent: string[] = []
  server.events.on('request:start', ({ request }) => {
    if (!request.url.includes('/pg-meta/')) return
    const at = sent.push('') - 1
    void request
      .clone()
      .json()
      .then((body: { query: string }) => (sent[at] = body.query))
  })
  return sent
}

beforeEach(() => {
  const session = signInForTest()
  setAccessTokenProvider(() => session.access_token)
  return () => server.events.removeAllListeners()
})

describe('readReportRows (issue 26 item 5)', () => {
  it('reads the reports asked for in one moment in one call, each with the rows it answers alone; the slow one after', async () => {
    const sent = sentStatements()
    const tables = tableSizesSql(5)
    const size = databaseSizeSql()
    const slots = replicationSlotsSql()
    const bloat = tableBloatSql()
    const [tableRows, sizeRows, slotRows, bloatRows] = await Promise.all([
      readReportRows(db, { key: 'table-sizes', sql: tables.sql }, signal()),
      readReportRows(db, { key: 'database-size', sql: size.sql }, signal()),
      readReportRows(db, { key: 'replication-slots', sql: slots.sql }, signal()),
      readReportRows(db, { key: 'bloat', sql: bloat.sql, alone: true }, signal()),
    ])
    expect(sent).toHaveLength(2)
    expect(sent[0]).toContain('as "table-sizes"')
    expect(sent[0]).toContain(size.sql)
    expect(sent[0]).toContain(slots.sql)
    expect(sent[1]).toBe(bloat.sql)
    expect(tableRows).toEqual(await executeSql({ ...db, query: tables.sql }))
    expect(slotRows).toEqual([])
    expect(sizeRows).toEqual([{ database: 'postgres', bytes: expect.any(Number) }])
    expect(bloatRows).toEqual(await executeSql({ ...db, query: bloat.sql }))
  }, 60_000)

  it('sends a report asked for alone in its moment as its own statement', async () => {
    const sent = sentStatements()
    const slots = replicationSlotsSql()
    await expect(readReportRows(db, { key: 'replication-slots', sql: slots.sql }, signal())).resolves.toEqual([])
    expect(sent).toEqual([slots.sql])
  }, 60_000)

  it('reads a batch the database refuses again report by report: each shows its own rows or its own error', async () => {
    const sent = sentStatements()
    const size = databaseSizeSql()
    const [good, bad] = await Promise.allSettled([
      readReportRows(db, { key: 'database-size', sql: size.sql }, signal()),
      readReportRows(db, { key: 'broken', sql: 'select * from nowhere' }, signal()),
    ])
    expect(good).toEqual({ status: 'fulfilled', value: [{ database: 'postgres', bytes: expect.any(Number) }] })
    expect(bad).toMatchObject({ status: 'rejected', reason: { code: 400, message: 'relation "nowhere" does not exist' } })
    expect(sent).toHaveLength(3)
    expect(sent.slice(1).sort()).toEqual([size.sql, 'select * from nowhere'].sort())
  }, 60_000)
})
