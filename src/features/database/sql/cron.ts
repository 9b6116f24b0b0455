import { z } from 'zod/mini'
import { literal, qualified } from './quote'

/** pg_cron: jobs in cron.job, their runs in cron.job_run_details. */
export const cronJobSchema = z.object({
  jobid: z.number(),
  jobname: z.nullable(z.string()),
  schedule: z.string(),
  command: z.string(),
  database: z.string(),
  username: z.string(),
  active: z.boolean(),
  last_status: z.nullable(z.string()),
  last_start: z.nullable(z.string()),
  last_end: z.nullable(z.string()),
})
export type CronJob = z.infer<typeof cronJobSchema>

const timestamp = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`

/** Every job with its latest run. */
export function listCronJobs() {
  return {
    sql: /* SQL */ `
select j.jobid::int as jobid, j.jobname::text as jobname, j.schedule, j.command, j.database, j.username::text as username, j.active,
  last.status as last_status, ${timestamp('last.start_time')} as last_start, ${timestamp('last.end_time')} as last_end
from cron.job j
left join lateral (
  select d.status, d.start_time, d.end_time from cron.job_run_details d
  where d.jobid = j.jobid order by d.start_time desc nulls last limit 1
) last on true
order by j.jobid`,
    schema: cronJobSchema,
  }
}

export const cronRunSchema = z.object({
  runid: z.number(),
  status: z.nullable(z.string()),
  return_message: z.nullable(z.string()),
  start_time: z.nullable(z.string()),
  end_time: z.nullable(z.string()),
  duration_ms: z.nullable(z.number()),
})

export const CRON_RUN_HISTORY_LIMIT = 50

/** The latest runs of one job, newest first. */
export function listCronRuns(jobid: number, limit = CRON_RUN_HISTORY_LIMIT) {
  return {
    sql: /* SQL */ `
select d.runid::float8 as runid, d.status, d.return_message,
  ${timestamp('d.start_time')} as start_time, ${timestamp('d.end_time')} as end_time,
  round(extract(epoch from (d.end_time - d.start_time)) * 1000)::float8 as duration_ms
from cron.job_run_details d
where d.jobid = ${literal(jobid)}::bigint
order by d.start_time desc nulls last, d.runid desc
limit ${literal(limit)}`,
    schema: cronRunSchema,
  }
}

/** A command that calls a function without arguments. */
export function functionCallCommand(schema: string, name: string) {
  return `select ${qualified(schema, name)}();`
}

export const cronFunctionSchema = z.object({ schema: z.string(), name: z.string() })

/** Functions a job can call without arguments (none required), outside the system schemas. */
export function listCronCallableFunctions() {
  return {
    sql: /* SQL */ `
select n.nspname as schema, p.proname as name
from pg_catalog.pg_proc p join pg_catalog.pg_namespace n on n.oid = p.pronamespace
where p.prokind in ('f', 'p') and p.pronargs = p.pronargdefaults and p.prorettype <> 'trigger'::regtype
  and n.nspname not in ('pg_catalog', 'information_schema', 'cron', 'net', 'vault', 'supabase_functions', 'extensions')
  and n.nspname not like 'pg\\_%'
order by n.nspname, p.proname`,
    schema: cronFunctionSchema,
  }
}

export const scheduledJobSchema = z.object({ jobid: z.number() })

export interface CronJobInput {
  name: string
  schedule: string
  command: string
}

/** Schedules a named job (pg_cron replaces the job of the same name and owner). */
export function scheduleCronJob({ name, schedule, command }: CronJobInput) {
  return {
    sql: `select cron.schedule(${literal(name)}, ${literal(schedule)}, ${literal(command)})::int as jobid;`,
    schema: scheduledJobSchema,
  }
}

const noRows = z.object({})

/** Changes a job's schedule, command or active flag; what is left out stays. */
export function alterCronJob(
  jobid: number,
  { schedule, command, active }: { schedule?: string; command?: string; active?: boolean },
) {
  const changes = [
    `job_id := ${literal(jobid)}::bigint`,
    ...(schedule !== undefined ? [`schedule := ${literal(schedule)}`] : []),
    ...(command !== undefined ? [`command := ${literal(command)}`] : []),
    ...(active !== undefined ? [`active := ${literal(active)}`] : []),
  ]
  return { sql: `select cron.alter_job(${changes.join(', ')});`, schema: noRows }
}

export function unscheduleCronJob(jobid: number) {
  return { sql: `select cron.unschedule(${literal(jobid)}::bigint);`, schema: noRows }
}
