import { z } from 'zod/mini'
import { literal, qualified } from './quote'
import { userSchema } from './system-schemas'

/** Enumerated types page: the user's enums (not an extension's) with their values in order. */
const enumSchema = z.object({
  id: z.number(),
  schema: z.string(),
  name: z.string(),
  values: z.array(z.string()),
})
export type EnumType = z.infer<typeof enumSchema>

/** In one schema, or (without one) in every user schema. */
export function listEnumTypes(schema?: string) {
  return {
    sql: /* SQL */ `
select t.oid::int8::float8 as id, n.nspname as schema, t.typname as name,
  coalesce((select array_agg(e.enumlabel::text order by e.enumsortorder) from pg_catalog.pg_enum e where e.enumtypid = t.oid), '{}') as values
from pg_catalog.pg_type t
join pg_catalog.pg_namespace n on n.oid = t.typnamespace
where t.typtype = 'e' and ${schema === undefined ? userSchema('n.nspname') : `n.nspname = ${literal(schema)}`}
  and not exists (select 1 from pg_catalog.pg_depend d where d.classid = 'pg_type'::regclass and d.objid = t.oid and d.deptype = 'e')
order by n.nspname, t.typname`,
    schema: enumSchema,
  }
}

type EnumName = Pick<EnumType, 'schema' | 'name'>
const noRows = z.object({})

export function createEnumType(type: EnumName & { values: readonly string[] }) {
  return { sql: `create type ${qualified(type.schema, type.name)} as enum (${type.values.map(literal).join(', ')});`, schema: noRows }
}

/** Adds a value at the end, or before / after an existing one. */
export function addEnumValue(type: EnumName, value: string, position?: { place: 'before' | 'after'; value: string }) {
  const where = position ? ` ${position.place} ${literal(position.value)}` : ''
  return { sql: `alter type ${qualified(type.schema, type.name)} add value ${literal(value)}${where};`, schema: noRows }
}

export function renameEnumValue(type: EnumName, from: string, to: string) {
  return { sql: `alter type ${qualified(type.schema, type.name)} rename value ${literal(from)} to ${literal(to)};`, schema: noRows }
}

export function dropEnumType(type: EnumName) {
  return { sql: `drop type ${qualified(type.schema, type.name)};`, schema: noRows }
}
