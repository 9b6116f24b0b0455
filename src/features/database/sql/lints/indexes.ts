import { z } from 'zod/mini'
import { ident, qualified } from '../quote'
import { entityOf, TABLE_SELECT, tableColumns, tableOf } from './common'
import { notFromExtension, userSchema, type Lint } from './types'

/** Index i's leading columns are exactly foreign key k's columns: it serves the key's lookups. */
const INDEX_COVERS_FOREIGN_KEY = `(string_to_array(i.indkey::text, ' ')::int2[])[1:cardinality(k.conkey)] @> k.conkey
      and (string_to_array(i.indkey::text, ' ')::int2[])[1:cardinality(k.conkey)] <@ k.conkey`

const foreignKeyRow = z.extend(tableColumns, { constraint_name: z.string(), columns: z.array(z.string()) })

export const unindexedForeignKeys: Lint<z.infer<typeof foreignKeyRow>> = {
  name: 'unindexed_foreign_keys',
  title: 'Unindexed foreign keys',
  level: 'INFO',
  category: 'PERFORMANCE',
  description:
    'A foreign key has no index that starts with its columns. Joins on it, and every delete or key update in the referenced table (which must look up the referencing rows), scan the whole table.',
  remediation: 'Create an index on the foreign key columns, in the order of the constraint.',
  query: () => ({
    sql: `select ${TABLE_SELECT}, k.conname::text as constraint_name,
  array(select a.attname::text from unnest(k.conkey) with ordinality u(attnum, ord)
    join pg_attribute a on a.attrelid = k.conrelid and a.attnum = u.attnum order by u.ord) as columns
from pg_constraint k join pg_class c on c.oid = k.conrelid join pg_namespace n on n.oid = c.relnamespace
where k.contype = 'f' and ${userSchema('n.nspname')} and ${notFromExtension('c.oid')}
  and not exists (
    select 1 from pg_index i
    where i.indrelid = k.conrelid and i.indisvalid and i.indpred is null
      and ${INDEX_COVERS_FOREIGN_KEY})
order by 1, 2, 4`,
    schema: foreignKeyRow,
  }),
  finding: (row) => ({
    key: `${entityOf(row)}.${row.constraint_name}`,
    entity: entityOf(row),
    detail: `Foreign key ${row.constraint_name} on ${entityOf(row)} (${row.columns.join(', ')}) has no covering index.`,
    table: tableOf(row),
    fixSql: `create index on ${qualified(row.schema, row.name)} (${row.columns.map(ident).join(', ')});`,
  }),
}

const indexRow = z.extend(tableColumns, { index_name: z.string() })

export const unusedIndex: Lint<z.infer<typeof indexRow>> = {
  name: 'unused_index',
  title: 'Unused index',
  level: 'INFO',
  category: 'PERFORMANCE',
  description:
    'An index has not been used by any query since statistics were last reset. It still costs disk space and slows every insert, update and delete on the table. Indexes that serve a foreign key are left out: deletes and key updates in the referenced table need them.',
  remediation:
    'If the index is not needed (check after the database has served its usual traffic for a while), drop it.',
  query: () => ({
    sql: `select ${TABLE_SELECT}, s.indexrelname::text as index_name
from pg_stat_user_indexes s join pg_index i on i.indexrelid = s.indexrelid
join pg_class c on c.oid = s.relid join pg_namespace n on n.oid = c.relnamespace
where s.idx_scan = 0 and not i.indisunique and not i.indisprimary and ${userSchema('n.nspname')}
  and not exists (select 1 from pg_constraint k where k.conindid = i.indexrelid)
  and not exists (select 1 from pg_constraint k where k.contype = 'f' and k.conrelid = i.indrelid and ${INDEX_COVERS_FOREIGN_KEY})
  and ${notFromExtension('i.indexrelid')}
order by 1, 2, 4`,
    schema: indexRow,
  }),
  finding: (row) => ({
    key: `${row.schema}.${row.index_name}`,
    entity: entityOf(row),
    detail: `Index ${row.index_name} on ${entityOf(row)} has never been used.`,
    table: tableOf(row),
    fixSql: `drop index ${qualified(row.schema, row.index_name)};`,
  }),
}

const duplicateRow = z.extend(tableColumns, {
  indexes: z.array(z.object({ name: z.string(), constraint: z.nullable(z.string()) })),
})

export const duplicateIndex: Lint<z.infer<typeof duplicateRow>> = {
  name: 'duplicate_index',
  title: 'Duplicate index',
  level: 'WARN',
  category: 'PERFORMANCE',
  description:
    'Two or more indexes of a table are identical (same columns, expressions, predicate, method and uniqueness). Only one is ever needed; the others cost disk space and slow every write.',
  remediation: 'Drop all but one of them. Keep the one that backs a constraint (primary key, unique) if there is one.',
  query: () => ({
    sql: `select ${TABLE_SELECT},
  jsonb_agg(jsonb_build_object('name', ic.relname::text, 'constraint', k.conname::text) order by k.conname is null, ic.relname) as indexes
from pg_index i join pg_class ic on ic.oid = i.indexrelid
join pg_class c on c.oid = i.indrelid join pg_namespace n on n.oid = c.relnamespace
left join pg_constraint k on k.conindid = i.indexrelid and k.conrelid = i.indrelid
where c.relkind in ('r', 'm', 'p') and ${userSchema('n.nspname')} and ${notFromExtension('c.oid')}
group by n.nspname, c.relname, c.oid, ic.relam, i.indkey::text, i.indclass::text, i.indcollation::text, i.indoption::text,
  i.indisunique, pg_get_expr(i.indexprs, i.indrelid), pg_get_expr(i.indpred, i.indrelid)
having count(*) > 1
order by 1, 2, min(ic.relname::text)`,
    schema: duplicateRow,
  }),
  finding: (row) => {
    // The first index is the one to keep (a constraint's own index sorts first).
    const [, ...extra] = row.indexes
    const droppable = extra.filter((index) => index.constraint === null)
    const names = row.indexes.map((index) => index.name)
    return {
      key: `${entityOf(row)}.${names.join(',')}`,
      entity: entityOf(row),
      detail: `Table ${entityOf(row)} has identical indexes ${names.join(', ')}.`,
      table: tableOf(row),
      fixSql: droppable.length
        ? droppable.map((index) => `drop index ${qualified(row.schema, index.name)};`).join('\n')
        : undefined,
    }
  },
}

export const invalidIndex: Lint<z.infer<typeof indexRow>> = {
  name: 'invalid_index',
  title: 'Invalid index',
  level: 'WARN',
  category: 'PERFORMANCE',
  description:
    'An index is marked invalid, usually because CREATE INDEX CONCURRENTLY or REINDEX CONCURRENTLY failed. Queries never use it, yet every write still updates it.',
  remediation: 'Rebuild the index with REINDEX, or drop it if it is not needed.',
  query: () => ({
    sql: `select ${TABLE_SELECT}, ic.relname::text as index_name
from pg_index i join pg_class ic on ic.oid = i.indexrelid
join pg_class c on c.oid = i.indrelid join pg_namespace n on n.oid = c.relnamespace
where not i.indisvalid and ${userSchema('n.nspname')}
order by 1, 2, 4`,
    schema: indexRow,
  }),
  finding: (row) => ({
    key: `${row.schema}.${row.index_name}`,
    entity: entityOf(row),
    detail: `Index ${row.index_name} on ${entityOf(row)} is invalid.`,
    table: tableOf(row),
    fixSql: `reindex index ${qualified(row.schema, row.index_name)};`,
  }),
}
