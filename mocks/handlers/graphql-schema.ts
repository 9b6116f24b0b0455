import {
  GraphQLBoolean,
  GraphQLEnumType,
  GraphQLFloat,
  GraphQLInputObjectType,
  GraphQLInt,
  GraphQLList,
  GraphQLNonNull,
  GraphQLObjectType,
  GraphQLScalarType,
  GraphQLSchema,
  GraphQLString,
  type GraphQLInputFieldConfigMap,
  type GraphQLFieldConfigMap,
} from 'graphql'
import { ident, literal } from '../../src/features/database/sql/quote'

export interface ColumnInfo {
  table_name: string
  column_name: string
  data_type: string
  is_nullable: string
}

/** Lists the public tables' columns of the project's database (through the mock's SQL engine). */
export const COLUMNS_SQL = `select c.table_name, c.column_name, c.data_type, c.is_nullable
from information_schema.columns c join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
where c.table_schema = 'public' and t.table_type = 'BASE TABLE' order by c.table_name, c.ordinal_position`

const passThrough = (name: string, description: string) =>
  new GraphQLScalarType({
    name,
    description,
    serialize: (v) => (typeof v === 'object' && v !== null ? v : String(v)),
    parseValue: (v) => v,
  })
const BigIntScalar = passThrough('BigInt', 'A 64-bit integer, as a string')
const BigFloat = passThrough('BigFloat', 'An arbitrary precision number, as a string')
const Datetime = passThrough('Datetime', 'An ISO 8601 timestamp')
const JSONScalar = new GraphQLScalarType({ name: 'JSON', serialize: (v) => v, parseValue: (v) => v })

function scalarFor(dataType: string) {
  if (dataType === 'integer' || dataType === 'smallint') return GraphQLInt
  if (dataType === 'bigint') return BigIntScalar
  if (dataType === 'numeric') return BigFloat
  if (dataType === 'real' || dataType === 'double precision') return GraphQLFloat
  if (dataType === 'boolean') return GraphQLBoolean
  if (dataType.startsWith('timestamp') || dataType === 'date') return Datetime
  if (dataType === 'json' || dataType === 'jsonb') return JSONScalar
  return GraphQLString
}

const FilterIs = new GraphQLEnumType({ name: 'FilterIs', values: { NULL: {}, NOT_NULL: {} } })
const OrderByDirection = new GraphQLEnumType({
  name: 'OrderByDirection',
  values: { AscNullsFirst: {}, AscNullsLast: {}, DescNullsFirst: {}, DescNullsLast: {} },
})
const filterTypes = new Map<string, GraphQLInputObjectType>()
function filterFor(scalar: GraphQLScalarType) {
  let type = filterTypes.get(scalar.name)
  if (!type) {
    const ops = ['eq', 'neq', 'gt', 'gte', 'lt', 'lte'] as const
    type = new GraphQLInputObjectType({
      name: `${scalar.name}Filter`,
      fields: () => ({
        ...Object.fromEntries(ops.map((op) => [op, { type: scalar }])),
        in: { type: new GraphQLList(new GraphQLNonNull(scalar)) },
        ...(scalar === GraphQLString ? { like: { type: GraphQLString }, ilike: { type: GraphQLString } } : {}),
        is: { type: FilterIs },
      }),
    })
    filterTypes.set(scalar.name, type)
  }
  return type
}

const pascal = (name: string) => name.replace(/(^|_)([a-z0-9])/g, (_, __, c: string) => c.toUpperCase())
const OPS: Record<string, string> = {
  eq: '=',
  neq: '<>',
  gt: '>',
  gte: '>=',
  lt: '<',
  lte: '<=',
  like: 'like',
  ilike: 'ilike',
}

function whereSql(filter: Record<string, Record<string, unknown>> | undefined, columns: ColumnInfo[]) {
  const parts: string[] = []
  for (const [column, ops] of Object.entries(filter ?? {})) {
    if (!columns.some((c) => c.column_name === column)) continue
    for (const [op, value] of Object.entries(ops ?? {})) {
      if (op === 'is') parts.push(`${ident(column)} is ${value === 'NULL' ? '' : 'not '}null`)
      else if (op === 'in' && Array.isArray(value))
        parts.push(
          value.length ? `${ident(column)}::text in (${value.map((v) => literal(String(v))).join(', ')})` : 'false',
        )
      else if (OPS[op]) parts.push(`${ident(column)} ${OPS[op]} ${literal(String(value))}`)
    }
  }
  return parts.length ? `where ${parts.join(' and ')}` : ''
}

type RunSql = (sql: string) => Promise<Record<string, unknown>[]>

/** A pg_graphql-like schema: a collection per table (filter, first, offset, orderBy) and an insert mutation per table. */
export function buildGraphqlSchema(columns: ColumnInfo[]) {
  filterTypes.clear()
  const tables = [...new Set(columns.map((c) => c.table_name))]
  const queryFields: GraphQLFieldConfigMap<unknown, { run: RunSql }> = {}
  const mutationFields: GraphQLFieldConfigMap<unknown, { run: RunSql }> = {}
  for (const table of tables) {
    const cols = columns.filter((c) => c.table_name === table)
    const name = pascal(table)
    const node = new GraphQLObjectType({
      name,
      fields: Object.fromEntries(
        cols.map((c) => [
          c.column_name,
          { type: c.is_nullable === 'YES' ? scalarFor(c.data_type) : new GraphQLNonNull(scalarFor(c.data_type)) },
        ]),
      ),
    })
    const edge = new GraphQLObjectType({
      name: `${name}Edge`,
      fields: { node: { type: new GraphQLNonNull(node) }, cursor: { type: new GraphQLNonNull(GraphQLString) } },
    })
    const connection = new GraphQLObjectType({
      name: `${name}Connection`,
      fields: {
        edges: { type: new GraphQLNonNull(new GraphQLList(new GraphQLNonNull(edge))) },
        totalCount: { type: new GraphQLNonNull(GraphQLInt) },
      },
    })
    const filter = new GraphQLInputObjectType({
      name: `${name}Filter`,
      fields: Object.fromEntries(
        cols.map((c) => [c.column_name, { type: filterFor(scalarFor(c.data_type)) }]),
      ) as GraphQLInputFieldConfigMap,
    })
    const orderBy = new GraphQLInputObjectType({
      name: `${name}OrderBy`,
      fields: Object.fromEntries(cols.map((c) => [c.column_name, { type: OrderByDirection }])),
    })
    queryFields[`${table}Collection`] = {
      type: connection,
      args: {
        first: { type: GraphQLInt },
        offset: { type: GraphQLInt },
        filter: { type: filter },
        orderBy: { type: new GraphQLList(new GraphQLNonNull(orderBy)) },
      },
      resolve: async (
        _source,
        args: {
          first?: number
          offset?: number
          filter?: Record<string, Record<string, unknown>>
          orderBy?: Record<string, string>[]
        },
        { run },
      ) => {
        const where = whereSql(args.filter, cols)
        const order = (args.orderBy ?? []).flatMap((o) =>
          Object.entries(o).map(
            ([column, dir]) =>
              `${ident(column)} ${dir.startsWith('Asc') ? 'asc' : 'desc'} nulls ${dir.endsWith('First') ? 'first' : 'last'}`,
          ),
        )
        const limit = Math.min(Math.max(args.first ?? 30, 0), 1000)
        const offset = Math.max(args.offset ?? 0, 0)
        const rows = await run(
          `select (select count(*) from public.${ident(table)} ${where})::int as total, coalesce((select jsonb_agg(to_jsonb(x)) from (select * from public.${ident(table)} ${where} ${order.length ? `order by ${order.join(', ')}` : ''} limit ${limit} offset ${offset}) x), '[]'::jsonb) as rows`,
        )
        const result = rows[0] as { total: number; rows: Record<string, unknown>[] }
        return {
          totalCount: result.total,
          edges: result.rows.map((row, i) => ({ node: row, cursor: btoa(String(offset + i)) })),
        }
      },
    }
    const insertInput = new GraphQLInputObjectType({
      name: `${name}InsertInput`,
      fields: Object.fromEntries(cols.map((c) => [c.column_name, { type: scalarFor(c.data_type) }])),
    })
    const insertResponse = new GraphQLObjectType({
      name: `${name}InsertResponse`,
      fields: {
        affectedCount: { type: new GraphQLNonNull(GraphQLInt) },
        records: { type: new GraphQLNonNull(new GraphQLList(new GraphQLNonNull(node))) },
      },
    })
    mutationFields[`insertInto${name}Collection`] = {
      type: insertResponse,
      args: { objects: { type: new GraphQLNonNull(new GraphQLList(new GraphQLNonNull(insertInput))) } },
      resolve: async (_source, args: { objects: Record<string, unknown>[] }, { run }) => {
        const given = [...new Set(args.objects.flatMap((o) => Object.keys(o)))].filter((k) =>
          cols.some((c) => c.column_name === k),
        )
        if (!given.length) throw new Error('Each object needs at least one column')
        const list = given.map(ident).join(', ')
        const rows = await run(
          `with inserted as (insert into public.${ident(table)} (${list}) select ${list} from jsonb_populate_recordset(null::public.${ident(table)}, ${literal(JSON.stringify(args.objects))}::jsonb) returning *) select coalesce(jsonb_agg(to_jsonb(inserted)), '[]'::jsonb) as rows from inserted`,
        )
        const records = (rows[0] as { rows: Record<string, unknown>[] }).rows
        return { affectedCount: records.length, records }
      },
    }
  }
  if (tables.length === 0) queryFields.heartbeat = { type: GraphQLString, resolve: () => 'ok' }
  return new GraphQLSchema({
    query: new GraphQLObjectType({ name: 'Query', fields: queryFields }),
    ...(tables.length ? { mutation: new GraphQLObjectType({ name: 'Mutation', fields: mutationFields }) } : {}),
  })
}
