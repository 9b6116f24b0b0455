import { z } from 'zod/mini'

/**
 * The migrations the Supabase CLI applied (CONTRACT §17): `supabase_migrations.schema_migrations`
 * (version, name, statements; older CLIs have no name). Read as whole rows, so a missing column is
 * no error; a missing table answers `present: false` and no rows.
 */
const cliMigrationSchema = z.object({
  version: z.string(),
  name: z.nullable(z.string()),
  statements: z.nullable(z.array(z.string())),
})
export type CliMigration = z.infer<typeof cliMigrationSchema>
export interface CliMigrations {
  present: boolean
  migrations: CliMigration[]
}

export const MIGRATIONS_TABLE = 'supabase_migrations.schema_migrations'

/** Whether the CLI's table is there (the list query would fail without it). */
export function cliMigrationsTableSql() {
  return {
    sql: /* SQL */ `select to_regclass('${MIGRATIONS_TABLE}') is not null as present`,
    schema: z.object({ present: z.boolean() }),
  }
}

/** The applied migrations, oldest first. */
export function listCliMigrationsSql() {
  return {
    sql: /* SQL */ `
select to_jsonb(m) ->> 'version' as version, to_jsonb(m) ->> 'name' as name, to_jsonb(m) -> 'statements' as statements
from ${MIGRATIONS_TABLE} m
order by 1`,
    schema: cliMigrationSchema,
  }
}
