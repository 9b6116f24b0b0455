import { z } from 'zod/mini'
import { qualified } from '../quote'
import { entityOf, TABLE_SELECT, tableColumns, tableOf } from './common'
import { list, notFromExtension, userSchema, type Lint } from './types'

export const noPrimaryKey: Lint<z.infer<typeof tableColumns>> = {
  name: 'no_primary_key',
  title: 'No primary key',
  level: 'INFO',
  category: 'PERFORMANCE',
  description:
    'A table has no primary key. Rows cannot be told apart reliably, which makes updates from the table editor and the API ambiguous, and logical replication of updates and deletes fails.',
  remediation:
    'Add a primary key: an existing unique, not-null column, or a new identity column (alter table ... add column id bigint generated always as identity primary key). Adding a column rewrites the table, so do it at a quiet time.',
  query: () => ({
    sql: `select ${TABLE_SELECT} from pg_class c join pg_namespace n on n.oid = c.relnamespace
where c.relkind in ('r', 'p') and not c.relispartition and ${userSchema('n.nspname')} and ${notFromExtension('c.oid')}
  and not exists (select 1 from pg_constraint k where k.conrelid = c.oid and k.contype = 'p')
order by 1, 2`,
    schema: tableColumns,
  }),
  finding: (row) => ({
    key: entityOf(row),
    entity: entityOf(row),
    detail: `Table ${entityOf(row)} has no primary key.`,
    table: tableOf(row),
  }),
}

const bloatRow = z.extend(tableColumns, { waste_bytes: z.number(), waste_ratio: z.number() })

/** Report a table when the estimated waste is over 20 MB and over 70 % of its size. */
const BLOAT_MIN_WASTE_BYTES = 20 * 1024 * 1024
const BLOAT_MIN_RATIO = 0.7

export const tableBloat: Lint<z.infer<typeof bloatRow>> = {
  name: 'table_bloat',
  title: 'Table bloat',
  level: 'INFO',
  category: 'PERFORMANCE',
  description:
    "Most of a table's pages hold dead rows left by updates and deletes. Sequential scans read that waste, and the table takes more disk and memory than its data needs. The size is estimated from the planner's statistics.",
  remediation:
    'Run VACUUM FULL (or pg_repack) on the table to give the space back; VACUUM FULL locks the table while it runs, so do it at a quiet time. Then tune autovacuum for the table so dead rows are cleaned sooner.',
  query: () => ({
    // The expected size comes from the average row width in pg_stats and the row estimate in pg_class.
    sql: `with widths as (
  select s.schemaname, s.tablename,
    sum((1 - s.null_frac) * s.avg_width) as data_width,
    count(*) filter (where s.null_frac > 0) as nullable_columns
  from pg_stats s group by 1, 2
), estimates as (
  select n.nspname::text as schema, c.relname::text as name, c.oid::int8 as oid, c.relpages::int8 as pages,
    current_setting('block_size')::int8 as block_size,
    ceil(greatest(c.reltuples, 0) * (24 + 8 * ceil(w.nullable_columns / 64.0) + ceil(w.data_width / 8.0) * 8 + 4)
      / (current_setting('block_size')::numeric - 24)) as expected_pages
  from pg_class c join pg_namespace n on n.oid = c.relnamespace
  join widths w on w.schemaname = n.nspname and w.tablename = c.relname
  where c.relkind = 'r' and ${userSchema('n.nspname')}
    and c.relam = (select oid from pg_am where amname = 'heap')
)
select schema, name, oid, ((pages - expected_pages) * block_size)::float8 as waste_bytes,
  round(((pages - expected_pages) / nullif(pages, 0))::numeric, 3)::float8 as waste_ratio
from estimates
where pages > expected_pages and (pages - expected_pages) * block_size > ${BLOAT_MIN_WASTE_BYTES}
  and (pages - expected_pages) / nullif(pages, 0)::numeric > ${BLOAT_MIN_RATIO}
order by 1, 2`,
    schema: bloatRow,
  }),
  finding: (row) => ({
    key: entityOf(row),
    entity: entityOf(row),
    detail: `Table ${entityOf(row)} wastes about ${Math.round(row.waste_bytes / 1024 / 1024)} MB (${Math.round(row.waste_ratio * 100)} % of its pages).`,
    table: tableOf(row),
    fixSql: `-- Locks the table for reads and writes while it runs.\nvacuum full ${qualified(row.schema, row.name)};`,
  }),
}

/** reg* types whose values are oids that pg_upgrade cannot carry over. */
const UNSUPPORTED_REG_TYPES = [
  'regcollation',
  'regconfig',
  'regdictionary',
  'regnamespace',
  'regoper',
  'regoperator',
  'regproc',
  'regprocedure',
]

const regRow = z.extend(tableColumns, { column_name: z.string(), type_name: z.string() })

export const unsupportedRegTypes: Lint<z.infer<typeof regRow>> = {
  name: 'unsupported_reg_types',
  title: 'Unsupported reg types',
  level: 'WARN',
  category: 'SECURITY',
  description:
    'A column stores a reg* type (regproc, regoper, regconfig, ...). These hold internal object ids, which pg_upgrade cannot carry to a new Postgres version, so the database cannot be upgraded while the column exists.',
  remediation:
    "Store the object's name as text instead (and cast it when you need the object), then drop or change the column.",
  query: () => ({
    sql: `select ${TABLE_SELECT}, a.attname::text as column_name, t.typname::text as type_name
from pg_attribute a join pg_class c on c.oid = a.attrelid join pg_namespace n on n.oid = c.relnamespace
join pg_type t on t.oid = a.atttypid join pg_namespace tn on tn.oid = t.typnamespace
where a.attnum > 0 and not a.attisdropped and c.relkind in ('r', 'p', 'm')
  and tn.nspname = 'pg_catalog' and t.typname in (${list(UNSUPPORTED_REG_TYPES)})
  and n.nspname not in ('pg_catalog', 'information_schema', 'pgsodium') and n.nspname !~ '^pg_(temp|toast)'
order by 1, 2, 4`,
    schema: regRow,
  }),
  finding: (row) => ({
    key: `${entityOf(row)}.${row.column_name}`,
    entity: entityOf(row),
    detail: `Column ${row.column_name} of ${entityOf(row)} has the type ${row.type_name}.`,
    table: tableOf(row),
  }),
}

const authFkeyRow = z.extend(tableColumns, { constraint_name: z.string(), columns: z.array(z.string()) })

export const fkeyToAuthUnique: Lint<z.infer<typeof authFkeyRow>> = {
  name: 'fkey_to_auth_unique',
  title: 'Foreign key to auth unique constraint',
  level: 'ERROR',
  category: 'SECURITY',
  description:
    'A foreign key references auth.users through a unique constraint other than its primary key (such as email). The auth service may change or drop those constraints on upgrade, and the values themselves change when users edit them.',
  remediation: 'Reference auth.users (id) instead, the primary key, which never changes.',
  requires: { relations: ['auth.users'] },
  query: () => ({
    sql: `select ${TABLE_SELECT}, k.conname::text as constraint_name,
  array(select a.attname::text from unnest(k.conkey) with ordinality u(attnum, ord)
    join pg_attribute a on a.attrelid = k.conrelid and a.attnum = u.attnum order by u.ord) as columns
from pg_constraint k join pg_class c on c.oid = k.conrelid join pg_namespace n on n.oid = c.relnamespace
join pg_index i on i.indexrelid = k.conindid
where k.contype = 'f' and k.confrelid = 'auth.users'::regclass and not i.indisprimary
order by 1, 2, 4`,
    schema: authFkeyRow,
  }),
  finding: (row) => ({
    key: `${entityOf(row)}.${row.constraint_name}`,
    entity: entityOf(row),
    detail: `Foreign key ${row.constraint_name} on ${entityOf(row)} (${row.columns.join(', ')}) references a unique constraint of auth.users that is not its primary key.`,
    table: tableOf(row),
  }),
}
