import { z } from 'zod/mini'
import { ident, literal } from './quote'

/** Option names that hold credentials: never read back into the page. */
const SECRET_OPTIONS = ['password', 'password_required', 'api_key', 'secret', 'token']

export const foreignDataWrapperSchema = z.object({
  name: z.string(),
  handler: z.nullable(z.string()),
  validator: z.nullable(z.string()),
  options: z.array(z.string()),
})

export function listForeignDataWrappers() {
  return {
    sql: /* SQL */ `
select w.fdwname as name, h.proname as handler, v.proname as validator, coalesce(w.fdwoptions, '{}') as options
from pg_catalog.pg_foreign_data_wrapper w
left join pg_catalog.pg_proc h on h.oid = w.fdwhandler
left join pg_catalog.pg_proc v on v.oid = w.fdwvalidator
order by w.fdwname`,
    schema: foreignDataWrapperSchema,
  }
}

export const foreignServerSchema = z.object({
  name: z.string(),
  wrapper: z.string(),
  /** `key=value` server options, without credentials. */
  options: z.array(z.string()),
  /** Roles with a user mapping for this server ('public' for the mapping of every role). */
  mapped_roles: z.array(z.string()),
  foreign_tables: z.number(),
})
export type ForeignServer = z.infer<typeof foreignServerSchema>

export function listForeignServers() {
  const secret = SECRET_OPTIONS.map(literal).join(', ')
  return {
    sql: /* SQL */ `
select s.srvname as name, w.fdwname as wrapper,
  coalesce((select array_agg(o order by o) from unnest(s.srvoptions) o where split_part(o, '=', 1) not in (${secret})), '{}') as options,
  coalesce((select array_agg(coalesce(r.rolname::text, 'public') order by 1) from pg_catalog.pg_user_mapping m
            left join pg_catalog.pg_roles r on r.oid = m.umuser where m.umserver = s.oid), '{}') as mapped_roles,
  (select count(*) from pg_catalog.pg_foreign_table f where f.ftserver = s.oid)::int as foreign_tables
from pg_catalog.pg_foreign_server s join pg_catalog.pg_foreign_data_wrapper w on w.oid = s.srvfdw
order by s.srvname`,
    schema: foreignServerSchema,
  }
}

export const foreignTableSchema = z.object({
  schema: z.string(),
  name: z.string(),
  server: z.string(),
  options: z.array(z.string()),
})

export function listForeignTables() {
  return {
    sql: /* SQL */ `
select n.nspname as schema, c.relname as name, s.srvname as server, coalesce(f.ftoptions, '{}') as options
from pg_catalog.pg_foreign_table f
join pg_catalog.pg_class c on c.oid = f.ftrelid
join pg_catalog.pg_namespace n on n.oid = c.relnamespace
join pg_catalog.pg_foreign_server s on s.oid = f.ftserver
order by n.nspname, c.relname`,
    schema: foreignTableSchema,
  }
}

export interface PostgresServer {
  name: string
  host: string
  port: number
  dbname: string
  /** The remote role and its password, stored in a user mapping for the current role. */
  user: string
  password: string
}

const noRows = z.object({})
const options = (entries: Record<string, string>) =>
  `options (${Object.entries(entries)
    .map(([key, value]) => `${ident(key)} ${literal(value)}`)
    .join(', ')})`

/** A postgres_fdw server and the current role's user mapping for it, in one transaction. */
export function createPostgresServer({ name, host, port, dbname, user, password }: PostgresServer) {
  return {
    sql: [
      `create server ${ident(name)} foreign data wrapper postgres_fdw ${options({ host, port: String(port), dbname })};`,
      `create user mapping for current_user server ${ident(name)} ${options({ user, password })};`,
    ].join('\n'),
    schema: noRows,
  }
}

export interface ForeignSchemaImport {
  server: string
  remoteSchema: string
  localSchema: string
  /** Only these remote tables; all when empty. */
  tables: readonly string[]
}

/** Creates a local schema when missing and imports the remote schema's tables into it. */
export function importForeignSchema({ server, remoteSchema, localSchema, tables }: ForeignSchemaImport) {
  const limit = tables.length ? ` limit to (${tables.map(ident).join(', ')})` : ''
  return {
    sql: [
      `create schema if not exists ${ident(localSchema)};`,
      `import foreign schema ${ident(remoteSchema)}${limit} from server ${ident(server)} into ${ident(localSchema)};`,
    ].join('\n'),
    schema: noRows,
  }
}

/** Drops a server with its user mappings and foreign tables. */
export function dropForeignServer(name: string) {
  return { sql: `drop server ${ident(name)} cascade;`, schema: noRows }
}
