import type { PGlite } from '@electric-sql/pglite'
import { dueInMinute, intervalSeconds } from './cron-due'

const TICK_MS = 1000

interface Job {
  jobid: number
  schedule: string
  command: string
  database: string
  username: string
}

const ACTIVE_JOBS = /* SQL */ `
select jobid::int as jobid, schedule, command, database, username from cron.job where active order by jobid`
const HAS_CRON = `select to_regclass('cron.job') is not null as present`

/** pg_cron's return_message: the command tag of the last statement, as far as PGlite tells it. */
function commandTag(command: string, results: Awaited<ReturnType<PGlite['exec']>>) {
  const last = results.at(-1)
  const statement = command.split(';').map((s) => s.trim()).filter(Boolean).at(-1) ?? ''
  const verb = statement.split(/\s+/)[0]?.toUpperCase() || 'DO'
  return `${verb} ${last?.affectedRows || last?.rows.length || 0}`
}

/**
 * pg_cron's background worker for the mock's embedded databases: every second, each started database
 * that has the pg_cron stand-in (cron-extension.ts) runs its active jobs that are due (a cron schedule
 * once in its minute; 'N seconds' every N seconds) and records each run in cron.job_run_details
 * (running, then succeeded or failed with the command's tag or error), as pg_cron does.
 */
export function startCronScheduler(
  databases: () => Iterable<[ref: string, db: PGlite]>,
  afterChange: (ref: string, db: PGlite) => Promise<void>,
) {
  // Per database and job: the minute it last ran in, or the time it last ran (seconds schedules).
  const seen = new WeakMap<PGlite, Map<number, { minute: number; at: number }>>()
  let busy = false
  const tick = async () => {
    if (busy) return
    busy = true
    try {
      for (const [ref, db] of databases()) await runDue(ref, db).catch(() => {})
    } finally {
      busy = false
    }
  }
  const runDue = async (ref: string, db: PGlite) => {
    if (db.closed) return
    const { rows } = await db.query<{ present: boolean }>(HAS_CRON)
    if (!rows[0]?.present) return
    const jobs = (await db.query<Job>(ACTIVE_JOBS)).rows
    const now = new Date()
    const minute = Math.floor(now.getTime() / 60_000)
    let state = seen.get(db)
    if (!state) seen.set(db, (state = new Map()))
    let ran = false
    for (const job of jobs) {
      const last = state.get(job.jobid)
      // A job first seen now waits for its next time (pg_cron does not run a job the minute it is made).
      if (!last) {
        state.set(job.jobid, { minute, at: now.getTime() })
        continue
      }
      const seconds = intervalSeconds(job.schedule)
      const due = seconds ? now.getTime() - last.at >= seconds * 1000 - TICK_MS / 2 : last.minute !== minute && dueInMinute(job.schedule, now)
      if (!due) continue
      state.set(job.jobid, { minute, at: now.getTime() })
      await runJob(db, job)
      ran = true
    }
    if (ran) await afterChange(ref, db)
  }
  const timer = setInterval(() => void tick(), TICK_MS)
  // Node (tests, the e2e mock server): the scheduler does not keep the process alive.
  ;(timer as { unref?: () => void }).unref?.()
  return () => clearInterval(timer)
}

async function runJob(db: PGlite, job: Job) {
  const started = await db.query<{ runid: number }>(
    `insert into cron.job_run_details (jobid, job_pid, database, username, command, status, start_time)
     values ($1, 0, $2, $3, $4, 'running', clock_timestamp()) returning runid::int as runid`,
    [job.jobid, job.database, job.username, job.command],
  )
  const runid = started.rows[0]?.runid
  let status = 'succeeded'
  let message: string
  try {
    message = commandTag(job.command, await db.exec(job.command))
  } catch (error) {
    status = 'failed'
    message = `ERROR:  ${error instanceof Error ? error.message : String(error)}`
  }
  await db.query(
    `update cron.job_run_details set status = $2, return_message = $3, end_time = clock_timestamp() where runid = $1`,
    [runid, status, message],
  )
}
