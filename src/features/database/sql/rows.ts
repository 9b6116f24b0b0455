import { z } from 'zod/mini'
import type { FilterOperator } from './filter-operators'
import { ident, literal, qualified } from './quote'

/** A relation by schema and name, as the builders address it. */
export interface TableRef {
  schema: string
  name: string
}

/** The column facts the row builders need (a subset of the catalog's column). */
export interface RowColumn {
  name: string
  /** format_type() text, used in casts. */
  type: string
}

/** Big cells are cut to this many characters in the query; the full value loads when the cell opens. */
export const CELL_CUT_CHARS = 10_240

export type { FilterOperator } from './filter-operators'
export interface Filter {
  column: string
  op: FilterOperator
  value: string
}
export interface Sort {
  column: string
  direction: 'asc' | 'desc'
}

/**
 * A type written by Postgres's format_type (or chosen from the editor's list): letters, digits,
 * spaces, underscores, quoted parts, brackets and a typmod. Anything else is refused, never pasted.
 */
export function typeName(type: string): string {
  if (!/^(?:"(?:[^"]|"")+"|[A-Za-z_][\w$]*)(?:\.(?:"(?:[^"]|"")+"|[A-Za-z_][\w$]*))?(?: [A-Za-z_][\w]*)*(?:\(\d+(?:,\s?\d+)?\))?(?: with(?:out)? time zone)?(?:\[\])*$/.test(type)) {
    throw new Error(`Not a type name: ${type}`)
  }
  return type
}

/** A value typed by the user, as a literal cast to the column's type; NULL stays NULL. */
export function typedLiteral(value: string | null, type: string): string {
  return value === null ? 'NULL' : `${literal(value)}::${typeName(type)}`
}

function columnOf(columns: readonly RowColumn[], name: string): RowColumn {
  const column = columns.find((c) => c.name === name)
  if (!column) throw new Error(`Unknown column: ${name}`)
  return column
}

const COMPARISON: Partial<Record<FilterOperator, string>> = { eq: '=', neq: '<>', gt: '>', gte: '>=', lt: '<', lte: '<=' }

/** One filter as a condition; like/ilike compare the column's text. */
export function filterCondition(filter: Filter, columns: readonly RowColumn[], alias?: string): string {
  const column = columnOf(columns, filter.column)
  const name = alias ? `${alias}.${ident(column.name)}` : ident(column.name)
  switch (filter.op) {
    case 'is_null':
      return `${name} is null`
    case 'not_null':
      return `${name} is not null`
    case 'like':
      return `${name}::text like ${literal(filter.value)}`
    case 'ilike':
      return `${name}::text ilike ${literal(filter.value)}`
    case 'in': {
      const values = filter.value.split(',').map((v) => v.trim()).filter(Boolean)
      return values.length ? `${name} in (${values.map((v) => typedLiteral(v, column.type)).join(', ')})` : 'false'
    }
    default:
      return `${name} ${COMPARISON[filter.op]!} ${typedLiteral(filter.value, column.type)}`
  }
}

function whereClause(conditions: string[]) {
  return conditions.length ? `\nwhere ${conditions.join('\n  and ')}` : ''
}

export interface SelectRowsInput {
  table: TableRef
  columns: readonly RowColumn[]
  /** Primary key columns; empty for a table without one (then pages go by offset). */
  primaryKey: readonly string[]
  filters?: readonly Filter[]
  sort?: Sort | undefined
  limit: number
  /** Keyset: the primary key values (as text) of the row the page starts after. */
  after?: readonly string[] | undefined
  /** Where no cursor is known (a jump to page n), the rows to skip. */
  offset?: number
  /** Full values for export; else big cells are cut to CELL_CUT_CHARS characters. */
  full?: boolean
}

/** From this far in, a jump finds its first key from the table's statistics instead of walking the key. */
export const SAMPLED_JUMP_FROM_ROWS = 10_000

const isNumericKey = (type: string) => /^(smallint|integer|bigint|numeric(\(\d+(,\s?\d+)?\))?)$/.test(type)

/**
 * The approximate key of the row `offset` rows into the table (ordered by its one numeric key column),
 * found without walking the rows before it (issue 26 item 4): counted from the key's smallest (largest)
 * value, an index probe, when the keys are dense (their span within 1 % of the planner's row count: exact
 * for a serial key without gaps, a few rows off where some were deleted), else by interpolating in the
 * key's histogram bounds (pg_stats: equal numbers of rows between bounds). NULL when the table has no
 * statistics yet (never analyzed): then the caller walks the key. Descending: `offset` counts from the
 * largest key.
 */
export function sampledKeySql(table: TableRef, key: RowColumn, offset: number, direction: 'asc' | 'desc') {
  const relation = qualified(table.schema, table.name)
  const column = ident(key.name)
  const from = Math.trunc(offset)
  // The position counted from the smallest key, as a fraction of the rows.
  const share = `least(greatest(${direction === 'desc' ? `e.n - 1 - ${from}` : from}, 0) / e.n, 1)`
  const dense = direction === 'desc' ? `greatest(e.mx - ${from}, e.mn)` : `least(e.mn + ${from}, e.mx)`
  const histogram =
    `(select x.lo + (x.hi - x.lo) * (x.at - x.i) from (select e.b[y.i + 1] as lo, e.b[y.i + 2] as hi, y.i, y.at` +
    ` from (select least(floor(z.at)::int, cardinality(e.b) - 2) as i, z.at from (select ${share} * (cardinality(e.b) - 1) as at) as z) as y) as x)`
  return [
    `(select (case when e.n < 1 then null`,
    ` when e.mx - e.mn + 1 between e.n * 0.99 and e.n * 1.01 then ${dense}`,
    ` when cardinality(e.b) > 1 then ${histogram} end)::${typeName(key.type)}`,
    ` from (select (select c.reltuples::numeric from pg_catalog.pg_class as c where c.oid = ${literal(relation)}::regclass) as n,`,
    ` (select min(m.${column}) from ${relation} as m)::numeric as mn, (select max(m.${column}) from ${relation} as m)::numeric as mx,`,
    ` (select s.histogram_bounds::text::numeric[] from pg_catalog.pg_stats as s where s.schemaname = ${literal(table.schema)}`,
    // offset 0: the facts are read once (inlined, each use of them would plan its own copy of every probe).
    ` and s.tablename = ${literal(table.name)} and s.attname = ${literal(key.name)}) as b offset 0) as e)`,
  ].join('')
}

/**
 * A page of rows, every value as text (NULL stays null), big values cut in the query.
 * Ordered by the sort column (nulls last) then the primary key, so paging by key is stable.
 */
export function selectRowsSql(input: SelectRowsInput) {
  const { table, columns, primaryKey, filters = [], sort, limit, after, offset = 0, full = false } = input
  const pk = primaryKey.map((name) => columnOf(columns, name))
  const select = columns
    .map((c) => {
      const text = `t.${ident(c.name)}::text`
      const cut = full || primaryKey.includes(c.name) || (sort && sort.column === c.name)
      return `${cut ? text : `left(${text}, ${CELL_CUT_CHARS + 1})`} as ${ident(c.name)}`
    })
    .join(', ')
  const conditions = filters.map((filter) => filterCondition(filter, columns, 't'))
  const direction = sort?.direction === 'desc' ? 'desc' : 'asc'
  const sortColumn = sort ? columnOf(columns, sort.column) : undefined
  const sortIsKey = sortColumn && pk.length === 1 && pk[0]!.name === sortColumn.name
  const orderFor = (alias: string) => [
    ...(sortColumn && !sortIsKey ? [`${alias}.${ident(sortColumn.name)} ${direction} nulls last`] : []),
    ...pk.map((c) => `${alias}.${ident(c.name)} ${sortColumn ? direction : 'asc'}`),
  ]
  const order = orderFor('t')
  // A jump to a page with no known cursor: the key of its first row is found on the key columns
  // alone (an index-only walk), then the page is read by key like any other.
  const jump = !after && offset > 0 && pk.length > 0
  if ((after && pk.length) || jump) {
    if (after && after.length !== pk.length) throw new Error('The cursor does not match the primary key')
    const keyDirection = sortColumn ? direction : 'asc'
    const strict = keyDirection === 'desc' ? '<' : '>'
    const cmp = strict + (jump ? '=' : '')
    const keysOf = (alias: string) => `(${pk.map((c) => `${alias}.${ident(c.name)}`).join(', ')})`
    const keys = keysOf('t')
    const walk = `(select ${pk.map((c) => `o.${ident(c.name)}`).join(', ')} from ${qualified(table.schema, table.name)} as o${whereClause(filters.map((filter) => filterCondition(filter, columns, 'o')))} order by ${orderFor('o').join(', ')} offset ${Math.trunc(offset)} limit 1)`
    const sampled = jump && filters.length === 0 && (!sortColumn || sortIsKey) && pk.length === 1 && offset >= SAMPLED_JUMP_FROM_ROWS
    const cursor = after
      ? `(${pk.map((c, i) => typedLiteral(after[i]!, c.type)).join(', ')})`
      : sampled && isNumericKey(pk[0]!.type)
        ? `coalesce(${sampledKeySql(table, pk[0]!, offset, keyDirection)}, ${walk})`
        : walk
    if (sortColumn && !sortIsKey) {
      // The sort value of the cursor row, read by its key: ties and nulls (last) are broken by the key.
      const s = `t.${ident(sortColumn.name)}`
      const cursorSort = `(select c.${ident(sortColumn.name)} from ${qualified(table.schema, table.name)} as c where ${keysOf('c')} = ${cursor})`
      conditions.push(
        `(case when ${cursorSort} is null then ${s} is null and ${keys} ${cmp} ${cursor}` +
          ` else ${s} ${strict} ${cursorSort} or (${s} = ${cursorSort} and ${keys} ${cmp} ${cursor}) or ${s} is null end)`,
      )
    } else {
      conditions.push(`${keys} ${cmp} ${cursor}`)
    }
  }
  const sql =
    // The table is aliased so that ORDER BY reads the columns, not their text aliases.
    `select ${select}\nfrom ${qualified(table.schema, table.name)} as t${whereClause(conditions)}` +
    (order.length ? `\norder by ${order.join(', ')}` : '') +
    `\nlimit ${Math.max(1, Math.trunc(limit))}` +
    (offset > 0 && !after && !jump ? ` offset ${Math.trunc(offset)}` : '')
  return { sql, schema: z.array(z.record(z.string(), z.nullable(z.string()))) }
}

/** Whether a value came back cut by selectRowsSql. */
export const isCut = (value: string | null) => value !== null && value.length > CELL_CUT_CHARS

export const countSchema = z.array(z.object({ count: z.number() }))

/** The exact row count of the view (only when asked, or when the estimate is small). */
export function countRowsSql(table: TableRef, columns: readonly RowColumn[], filters: readonly Filter[] = []) {
  const conditions = filters.map((filter) => filterCondition(filter, columns))
  return {
    sql: `select count(*)::float8 as count from ${qualified(table.schema, table.name)}${whereClause(conditions)}`,
    schema: countSchema,
  }
}

const planSchema = z.array(z.object({ 'QUERY PLAN': z.tuple([z.object({ Plan: z.object({ 'Plan Rows': z.number() }) })]) }))

/** The planner's estimate of the filtered view's rows: no scan. Read it with `plannedRows`. */
export function estimateRowsSql(table: TableRef, columns: readonly RowColumn[], filters: readonly Filter[]) {
  const conditions = filters.map((filter) => filterCondition(filter, columns))
  return { sql: `explain (format json) select 1 from ${qualified(table.schema, table.name)}${whereClause(conditions)}`, schema: planSchema }
}

export const plannedRows = (rows: z.infer<typeof planSchema>) => rows[0]?.['QUERY PLAN'][0].Plan['Plan Rows'] ?? 0

/** One cell's full value, by the row's primary key. */
export function cellValueSql(table: TableRef, columns: readonly RowColumn[], primaryKey: readonly string[], key: readonly string[], column: string) {
  const pk = primaryKey.map((name) => columnOf(columns, name))
  const target = columnOf(columns, column)
  const condition = pk.map((c, i) => `${ident(c.name)} = ${typedLiteral(key[i] ?? null, c.type)}`).join(' and ')
  return {
    sql: `select ${ident(target.name)}::text as value from ${qualified(table.schema, table.name)} where ${condition}`,
    schema: z.array(z.object({ value: z.nullable(z.string()) })),
  }
}
