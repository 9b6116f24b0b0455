import { listVaultSecrets, revealVaultSecret, vaultStatus } from '@/features/database'
import { databaseObjectKeys } from '../api/keys'
import { introspectionQueryOptions } from '../api/introspection'
import type { ProjectConnection } from '../api/run-built-sql'

const keys = (ref: string) => databaseObjectKeys.vault(ref)

export const vaultStatusQueryOptions = (connection: ProjectConnection) =>
  introspectionQueryOptions(connection, [...keys(connection.projectRef), 'status'], vaultStatus())

export const vaultSecretsQueryOptions = (connection: ProjectConnection) =>
  introspectionQueryOptions(connection, [...keys(connection.projectRef), 'secrets'], listVaultSecrets())

/** One decrypted value; read on request and dropped from the cache as soon as nothing shows it. */
export const revealedSecretQueryOptions = (connection: ProjectConnection, id: string) => ({
  ...introspectionQueryOptions(connection, [...keys(connection.projectRef), 'revealed', id], revealVaultSecret(id)),
  gcTime: 0,
  staleTime: 0,
})
