import { describe, expect, it } from 'vitest'
import { createDatabasePool } from './pool'

const rows = async (pool: ReturnType<typeof createDatabasePool>, sql: string) => {
  const outcome = await pool.query('cronref', sql)
  if (!outcome.ok) throw new Error(outcome.message)
  return outcome.rows
}

describe('the pg_cron stand-in of the mock', () => {
  it('is an extension the demo database can create; its jobs run on their schedule and their runs are recorded', async () => {
    const pool = createDatabasePool()
    try {
      expect(await rows(pool, `select default_version from pg_available_extensions where name = 'pg_cron'`)).toEqual([
        { default_version: '1.6' },
      ])
      await rows(pool, `create extension pg_cron; create table public.ticks (at timestamptz default now())`)
      expect(await rows(pool, `select cron.schedule('tick', '1 seconds', 'insert into public.ticks default values')::int as id`)).toEqual([{ id: 1 }])
      await rows(pool, `select cron.schedule('broken', '2 seconds', 'select 1/0')`)
      // A job whose schedule is not one pg_cron accepts is refused.
      expect((await pool.query('cronref', `select cron.schedule('bad', 'every day', 'select 1')`)).ok).toBe(false)

      await expect
        .poll(async () => (await rows(pool, 'select count(*)::int as n from public.ticks'))[0], { timeout: 20_000, interval: 250 })
        .toEqual({ n: expect.any(Number) as number })
      await expect
        .poll(
          async () =>
            rows(pool, `select j.jobname, d.status, d.return_message from cron.job_run_details d join cron.job j using (jobid)
              where d.status <> 'running' order by d.runid`),
          { timeout: 20_000, interval: 250 },
        )
        .toEqual(
          expect.arrayContaining([
            { jobname: 'tick', status: 'succeeded', return_message: 'INSERT 1' },
            { jobname: 'broken', status: 'failed', return_message: 'ERROR:  division by zero' },
          ]),
        )
      expect((await rows(pool, 'select count(*)::int as n from public.ticks'))[0]!.n).toBeGreaterThan(0)

      // Unscheduled (or inactive), a job runs no more.
      await rows(pool, `select cron.unschedule('tick'); select cron.alter_job(job_id := 2, active := false)`)
      expect(await rows(pool, 'select jobname, active from cron.job order by jobid')).toEqual([{ jobname: 'broken', active: false }])
    } finally {
      await pool.close()
    }
  }, 120_000)
})
