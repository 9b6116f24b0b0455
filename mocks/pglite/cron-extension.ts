import type { PGlite } from '@electric-sql/pglite'

/**
 * pg_cron for the mock's embedded Postgres, which cannot load the real one (a C library with a
 * background worker): an extension of plain SQL with pg_cron's tables and functions (`cron.job`,
 * `cron.job_run_details`, schedule / unschedule / alter_job), so `create extension pg_cron` works and
 * the cron page reads and writes the same catalog as on a hosted project. The jobs are run by
 * cron-scheduler.ts, beside the database.
 */
const VERSION = '1.6'

const CONTROL = `comment = 'Job scheduler for PostgreSQL (the demo database runs its jobs while the dashboard is open)'
default_version = '${VERSION}'
relocatable = false
schema = pg_catalog
`

// A schedule pg_cron accepts: five cron fields, an @ shorthand, or '[1-59] seconds'.
const SCRIPT = /* SQL */ `
create schema cron;

create sequence cron.jobid_seq;
create table cron.job (
  jobid bigint primary key default nextval('cron.jobid_seq'),
  schedule text not null,
  command text not null,
  nodename text not null default 'localhost',
  nodeport int not null default 5432,
  database text not null default current_database(),
  username text not null default current_user,
  active boolean not null default true,
  jobname text,
  unique (jobname, username)
);
alter sequence cron.jobid_seq owned by cron.job.jobid;

create sequence cron.runid_seq;
create table cron.job_run_details (
  jobid bigint,
  runid bigint primary key default nextval('cron.runid_seq'),
  job_pid int,
  database text,
  username text,
  command text,
  status text,
  return_message text,
  start_time timestamptz,
  end_time timestamptz
);
alter sequence cron.runid_seq owned by cron.job_run_details.runid;

create function cron._check_schedule(schedule text) returns text language plpgsql immutable as $fn$
begin
  if schedule is null then return null; end if;
  if schedule ~ '^\\s*([1-9]|[1-5][0-9])\\s+seconds?\\s*$'
    or schedule ~ '^\\s*@(yearly|annually|monthly|weekly|daily|midnight|hourly|reboot)\\s*$'
    or schedule ~ '^\\s*[0-9*/,-]+(\\s+[0-9*/,A-Za-z-]+){4}\\s*$' then
    return trim(schedule);
  end if;
  raise exception 'invalid schedule: %', schedule using errcode = '22023';
end $fn$;

create function cron.schedule(job_name text, schedule text, command text) returns bigint language plpgsql as $fn$
declare id bigint;
begin
  insert into cron.job (jobname, schedule, command) values (job_name, cron._check_schedule(schedule), command)
  on conflict (jobname, username) do update set schedule = excluded.schedule, command = excluded.command
  returning jobid into id;
  return id;
end $fn$;

create function cron.schedule(schedule text, command text) returns bigint language sql as $fn$
  insert into cron.job (schedule, command) values (cron._check_schedule(schedule), command) returning jobid
$fn$;

create function cron.unschedule(job_id bigint) returns boolean language plpgsql as $fn$
begin
  delete from cron.job where jobid = job_id;
  if not found then raise exception 'could not find valid entry for job %', job_id; end if;
  return true;
end $fn$;

create function cron.unschedule(job_name text) returns boolean language plpgsql as $fn$
begin
  delete from cron.job where jobname = job_name and username = current_user;
  if not found then raise exception 'could not find valid entry for job ''%''', job_name; end if;
  return true;
end $fn$;

create function cron.alter_job(job_id bigint, schedule text default null, command text default null,
  database text default null, username text default null, active boolean default null) returns void language plpgsql as $fn$
begin
  update cron.job j set
    schedule = coalesce(cron._check_schedule(alter_job.schedule), j.schedule),
    command = coalesce(alter_job.command, j.command),
    database = coalesce(alter_job.database, j.database),
    username = coalesce(alter_job.username, j.username),
    active = coalesce(alter_job.active, j.active)
  where j.jobid = job_id;
  if not found then raise exception 'could not find valid entry for job %', job_id; end if;
end $fn$;
`

/** Puts pg_cron's control file and script where Postgres looks for extensions (the database's own file system). */
export function installCronExtension(db: PGlite) {
  const { FS, WASM_PREFIX } = db.Module as unknown as {
    FS: { mkdirTree(path: string): void; writeFile(path: string, data: string): void }
    WASM_PREFIX: string
  }
  const dir = `${WASM_PREFIX}/share/postgresql/extension`
  FS.mkdirTree(dir)
  FS.writeFile(`${dir}/pg_cron.control`, CONTROL)
  FS.writeFile(`${dir}/pg_cron--${VERSION}.sql`, SCRIPT)
}
