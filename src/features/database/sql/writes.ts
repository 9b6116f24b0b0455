import { z } from 'zod/mini'
import { ident, qualified } from './quote'
import { type RowColumn, type TableRef, typedLiteral } from './rows'

/** A value to write: text cast to the column's type, or NULL. Columns left out take their default. */
export interface CellWrite {
  column: RowColumn
  value: string | null
}

const keyCondition = (primaryKey: readonly RowColumn[], key: readonly string[]) =>
  primaryKey.map((c, i) => `${ident(c.name)} = ${typedLiteral(key[i] ?? null, c.type)}`).join(' and ')

const returning = (columns: readonly RowColumn[]) => columns.map((c) => `${ident(c.name)}::text as ${ident(c.name)}`).join(', ')

const rowsSchema = z.array(z.record(z.string(), z.nullable(z.string())))

/** Inserts one row; with no values the database fills every column (defaults, identity). Returns the row as text. */
export function insertRowSql(table: TableRef, values: readonly CellWrite[], columns: readonly RowColumn[]) {
  const target = qualified(table.schema, table.name)
  const sql = values.length
    ? `insert into ${target} (${values.map((v) => ident(v.column.name)).join(', ')})\nvalues (${values.map((v) => typedLiteral(v.value, v.column.type)).join(', ')})\nreturning ${returning(columns)}`
    : `insert into ${target} default values\nreturning ${returning(columns)}`
  return { sql, schema: rowsSchema }
}

/** Updates the row with this primary key. Returns the row as text (none if it is gone). */
export function updateRowSql(table: TableRef, primaryKey: readonly RowColumn[], key: readonly string[], values: readonly CellWrite[], columns: readonly RowColumn[]) {
  if (!primaryKey.length) throw new Error('A row is only updated by its primary key')
  if (!values.length) throw new Error('Nothing to update')
  const sql =
    `update ${qualified(table.schema, table.name)}\nset ${values.map((v) => `${ident(v.column.name)} = ${typedLiteral(v.value, v.column.type)}`).join(', ')}\n` +
    `where ${keyCondition(primaryKey, key)}\nreturning ${returning(columns)}`
  return { sql, schema: rowsSchema }
}

/**
 * Deletes the rows with these primary keys and counts what it deleted: under a role (CONTRACT §15)
 * Row Level Security may leave some in place, and the page says so.
 */
export function deleteRowsSql(table: TableRef, primaryKey: readonly RowColumn[], keys: readonly (readonly string[])[]) {
  if (!primaryKey.length) throw new Error('Rows are only deleted by their primary key')
  if (!keys.length) throw new Error('No rows to delete')
  const columns = `(${primaryKey.map((c) => ident(c.name)).join(', ')})`
  const tuples = keys.map((key) => `(${primaryKey.map((c, i) => typedLiteral(key[i] ?? null, c.type)).join(', ')})`)
  const sql = `with deleted as (\n  delete from ${qualified(table.schema, table.name)}\n  where ${columns} in (${tuples.join(', ')})\n  returning 1\n)\nselect count(*)::int as deleted from deleted`
  return { sql, schema: z.array(z.object({ deleted: z.number() })) }
}

/** Inserts many rows at once (CSV import); each value is text cast to its column's type. */
export function insertRowsSql(table: TableRef, columns: readonly RowColumn[], rows: readonly (readonly (string | null)[])[]) {
  const sql =
    `insert into ${qualified(table.schema, table.name)} (${columns.map((c) => ident(c.name)).join(', ')})\nvalues\n` +
    rows.map((row) => `(${columns.map((c, i) => typedLiteral(row[i] ?? null, c.type)).join(', ')})`).join(',\n')
  return { sql, schema: z.array(z.unknown()) }
}
