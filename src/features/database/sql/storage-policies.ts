import { z } from 'zod/mini'
import { createPolicySql, type PolicyInput } from './policies'
import { literal } from './quote'

/** The table whose row level security decides which files the storage API lets a caller reach. */
export const STORAGE_OBJECTS = { schema: 'storage', name: 'objects' } as const

export type StorageCommand = 'SELECT' | 'INSERT' | 'UPDATE' | 'DELETE'

/** Each command of a policy on storage.objects with the storage API calls it lets through. */
export const STORAGE_OPERATIONS: readonly { command: StorageCommand; calls: string }[] = [
  { command: 'SELECT', calls: 'download' },
  { command: 'INSERT', calls: 'upload' },
  { command: 'UPDATE', calls: 'move' },
  { command: 'DELETE', calls: 'remove' },
]

/** A policy name is an identifier: at most 63 bytes. */
export const POLICY_NAME_MAX_BYTES = 63

export interface StoragePolicyTemplate {
  id: string
  label: string
  name: string
  roles: readonly string[]
  commands: readonly StorageCommand[]
  /** The condition that follows the bucket's, given the example values. */
  definition: string
}

/** Studio's starting points for a bucket's policies; the values in them are examples to edit. */
export function storagePolicyTemplates(example = { folder: 'public', privateFolder: 'private', file: 'private/report.pdf', userId: '00000000-0000-0000-0000-000000000000' }): StoragePolicyTemplate[] {
  const firstFolder = '(storage.foldername(name))[1]'
  return [
    {
      id: 'public-folder-read',
      label: `Public read of the folder "${example.folder}"`,
      name: 'Public read of a folder',
      roles: ['anon', 'authenticated'],
      commands: ['SELECT'],
      definition: `${firstFolder} = ${literal(example.folder)}`,
    },
    {
      id: 'own-folder',
      label: 'Users reach only their own folder, named after their user id',
      name: 'Users reach their own folder',
      roles: ['authenticated'],
      commands: ['SELECT', 'INSERT'],
      definition: `(select auth.uid()::text) = ${firstFolder}`,
    },
    {
      id: 'authenticated-folder',
      label: `Only signed-in users reach the folder "${example.privateFolder}"`,
      name: 'Signed-in users reach a folder',
      roles: ['authenticated'],
      commands: ['SELECT'],
      definition: `${firstFolder} = ${literal(example.privateFolder)} and (select auth.role()) = 'authenticated'`,
    },
    {
      id: 'one-file-one-user',
      label: 'One file for one user',
      name: 'One user reaches one file',
      roles: ['authenticated'],
      commands: ['SELECT'],
      definition: `name = ${literal(example.file)} and (select auth.uid()::text) = ${literal(example.userId)}`,
    },
  ]
}

export interface StoragePolicyDraft {
  bucket: string
  name: string
  commands: readonly StorageCommand[]
  roles: readonly string[]
  /** The condition after the bucket's; empty: every object of the bucket. */
  definition: string
}

const byteLength = (text: string) => new TextEncoder().encode(text).length

/** The bucket's own condition, which every policy made for it starts with (so it is grouped under it). */
export const bucketCondition = (bucket: string) => `bucket_id = ${literal(bucket)}`

/**
 * One policy per chosen command (a policy has one command): the name as given for one, with the
 * command after it for several; SELECT and DELETE check USING, INSERT WITH CHECK, UPDATE both.
 */
export function storagePolicyInputs(draft: StoragePolicyDraft): PolicyInput[] {
  const name = draft.name.trim()
  if (!name) throw new Error('Enter a name for the policy.')
  if (draft.commands.length === 0) throw new Error('Choose at least one operation.')
  const definition = draft.definition.trim()
  const expression = definition ? `${bucketCondition(draft.bucket)} and (${definition})` : bucketCondition(draft.bucket)
  return STORAGE_OPERATIONS.filter((op) => draft.commands.includes(op.command)).map(({ command, calls }) => {
    const policyName = draft.commands.length === 1 ? name : `${name} (${calls})`
    if (byteLength(policyName) > POLICY_NAME_MAX_BYTES)
      throw new Error(`The name "${policyName}" is longer than ${POLICY_NAME_MAX_BYTES} bytes: shorten it.`)
    return {
      name: policyName,
      command,
      permissive: true,
      roles: draft.roles,
      using: command === 'INSERT' ? null : expression,
      with_check: command === 'INSERT' || command === 'UPDATE' ? expression : null,
    }
  })
}

/** The CREATE POLICY statements of a draft, sent as one call (one transaction: all or none). */
export function createStoragePoliciesSql(draft: StoragePolicyDraft) {
  const statements = storagePolicyInputs(draft).map((policy) => createPolicySql(STORAGE_OBJECTS, policy).sql)
  return { sql: statements.join('\n'), schema: z.object({}) }
}

/** The buckets as the database keeps them: what the page groups by when the storage API cannot be asked. */
export function listStorageBucketsSql() {
  return {
    sql: `select id, public from storage.buckets order by created_at, id`,
    schema: z.object({ id: z.string(), public: z.nullable(z.boolean()) }),
  }
}

/** Starting points for a policy on storage.objects for every bucket, or on storage.buckets (both have owner_id). */
export const STORAGE_TABLE_TEMPLATES: readonly { id: string; label: string; policy: PolicyInput }[] = [
  {
    id: 'signed-in-read',
    label: 'Signed-in users can read every row',
    policy: { name: 'Signed-in users read', command: 'SELECT', permissive: true, roles: ['authenticated'], using: 'true', with_check: null },
  },
  {
    id: 'owner-read',
    label: 'Users can read what they created (owner_id)',
    policy: { name: 'Owners read', command: 'SELECT', permissive: true, roles: ['authenticated'], using: 'owner_id = (select auth.uid()::text)', with_check: null },
  },
]
