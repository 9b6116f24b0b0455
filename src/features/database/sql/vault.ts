import { z } from 'zod/mini'
import { literal } from './quote'

/**
 * Vault secrets through the vault schema's own functions (supabase_vault, or the compatible schema of
 * the mock): values are read only from vault.decrypted_secrets, one secret at a time.
 */
export const vaultStatusSchema = z.object({ available: z.boolean() })

/** Whether this database has the vault functions and the decrypted view the page works through. */
export function vaultStatus() {
  return {
    sql: /* SQL */ `
select to_regprocedure('vault.create_secret(text, text, text, uuid)') is not null
   and to_regprocedure('vault.update_secret(uuid, text, text, text, uuid)') is not null
   and to_regclass('vault.decrypted_secrets') is not null as available`,
    schema: vaultStatusSchema,
  }
}

const timestamp = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`

export const vaultSecretSchema = z.object({
  id: z.string(),
  name: z.nullable(z.string()),
  description: z.nullable(z.string()),
  created_at: z.string(),
  updated_at: z.string(),
})
export type VaultSecret = z.infer<typeof vaultSecretSchema>

/** Names, descriptions and dates; never the values. */
export function listVaultSecrets() {
  return {
    sql: /* SQL */ `
select s.id::text as id, s.name, s.description, ${timestamp('s.created_at')} as created_at, ${timestamp('s.updated_at')} as updated_at
from vault.secrets s
order by s.created_at desc, s.name`,
    schema: vaultSecretSchema,
  }
}

export const revealedSecretSchema = z.object({ decrypted_secret: z.nullable(z.string()) })

/** One secret's value, decrypted. */
export function revealVaultSecret(id: string) {
  return {
    sql: `select decrypted_secret from vault.decrypted_secrets where id = ${literal(id)}::uuid;`,
    schema: revealedSecretSchema,
  }
}

export const createdSecretSchema = z.object({ id: z.string() })

export function createVaultSecret({ secret, name, description }: { secret: string; name: string; description: string }) {
  return {
    sql: `select vault.create_secret(${literal(secret)}, ${literal(name)}, ${literal(description)})::text as id;`,
    schema: createdSecretSchema,
  }
}

const noRows = z.object({})

/** Changes name and description, and the value when a new one is given (null keeps it). */
export function updateVaultSecret(
  id: string,
  { secret, name, description }: { secret: string | null; name: string; description: string },
) {
  return {
    sql: `select vault.update_secret(${literal(id)}::uuid, ${literal(secret)}, ${literal(name)}, ${literal(description)});`,
    schema: noRows,
  }
}

export function deleteVaultSecret(id: string) {
  return { sql: `delete from vault.secrets where id = ${literal(id)}::uuid;`, schema: noRows }
}
