import type { PGlite } from '@electric-sql/pglite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createPolicySql, listPoliciesSql } from './policies'
import { createStoragePoliciesSql, POLICY_NAME_MAX_BYTES, STORAGE_TABLE_TEMPLATES, storagePolicyInputs, storagePolicyTemplates } from './storage-policies'
import { runBuilt, seededDatabase } from './test-database'

let db: PGlite
beforeAll(async () => {
  db = await seededDatabase()
  await db.exec(`insert into storage.buckets (id, name) values ('avatars', 'avatars'), ('it''s "b"', 'it''s "b"')`)
}, 120_000)
afterAll(() => db.close())

const USER = '11111111-1111-1111-1111-111111111111'
const claims = (sub: string) => JSON.stringify({ role: 'authenticated', sub })

/** Inserts an object's row as a signed-in user, as the storage API does for an upload; true when RLS let it through. */
async function uploadAs(sub: string, bucket: string, name: string) {
  await db.exec('begin')
  try {
    await db.query(`select set_config('role', 'authenticated', true), set_config('request.jwt.claims', $1, true)`, [claims(sub)])
    await db.query('insert into storage.objects (bucket_id, name) values ($1, $2)', [bucket, name])
    return true
  } catch (error) {
    expect(String(error)).toContain('row-level security')
    return false
  } finally {
    await db.exec('rollback')
  }
}

describe('the storage policy templates', () => {
  it('each creates one policy per chosen operation on storage.objects, for a bucket with a hostile name', async () => {
    const bucket = `it's "b"`
    for (const template of storagePolicyTemplates()) {
      const built = createStoragePoliciesSql({
        bucket,
        name: template.name,
        commands: ['SELECT', 'INSERT', 'UPDATE', 'DELETE'],
        roles: template.roles,
        definition: template.definition,
      })
      await db.exec(`begin; ${built.sql}`)
      const [objects] = (await runBuilt(db, listPoliciesSql('storage'))).filter((t) => t.name === 'objects')
      const made = objects!.policies.filter((p) => p.name.startsWith(template.name))
      expect(made.map((p) => [p.name, p.command])).toEqual([
        [`${template.name} (download)`, 'SELECT'],
        [`${template.name} (move)`, 'UPDATE'],
        [`${template.name} (remove)`, 'DELETE'],
        [`${template.name} (upload)`, 'INSERT'],
      ])
      for (const p of made) expect(p.using ?? p.with_check).toContain(`(bucket_id = 'it''s "b"'::text)`)
      expect(made.find((p) => p.command === 'UPDATE')).toMatchObject({ using: expect.any(String), with_check: expect.any(String) })
      await db.exec('rollback')
    }
  })

  it("the user's own folder template lets a user upload into their folder only, where nothing was allowed before", async () => {
    expect(await uploadAs(USER, 'avatars', `${USER}/me.png`)).toBe(false)
    const own = storagePolicyTemplates().find((t) => t.id === 'own-folder')!
    expect(own.definition).toBe('(select auth.uid()::text) = (storage.foldername(name))[1]')
    await db.exec(createStoragePoliciesSql({ bucket: 'avatars', name: 'Own folder', commands: ['INSERT'], roles: own.roles, definition: own.definition }).sql)
    try {
      expect(await uploadAs(USER, 'avatars', `${USER}/me.png`)).toBe(true)
      expect(await uploadAs(USER, 'avatars', 'someone-else/me.png')).toBe(false)
      expect(await uploadAs(USER, `it's "b"`, `${USER}/me.png`)).toBe(false)
    } finally {
      await db.exec('drop policy "Own folder" on storage.objects')
    }
  })

  it('the one-file template with hostile values quotes them as literals', async () => {
    const [template] = storagePolicyTemplates({ folder: 'x', privateFolder: 'y', file: `a'; drop table storage.objects; --`, userId: USER }).filter((t) => t.id === 'one-file-one-user')
    const built = createStoragePoliciesSql({ bucket: 'avatars', name: 'One file', commands: ['SELECT'], roles: template!.roles, definition: template!.definition })
    expect(built.sql).toContain(`name = 'a''; drop table storage.objects; --'`)
    await db.exec(`begin; ${built.sql}; rollback`)
    expect((await db.query('select count(*)::int as n from storage.objects')).rows).toEqual([{ n: 0 }])
  })

  it('refuses a draft without a name or an operation, and a name over 63 bytes with its suffix', () => {
    const draft = { bucket: 'avatars', name: 'x', commands: ['SELECT' as const], roles: [], definition: '' }
    expect(() => storagePolicyInputs({ ...draft, name: ' ' })).toThrow('Enter a name for the policy.')
    expect(() => storagePolicyInputs({ ...draft, commands: [] })).toThrow('Choose at least one operation.')
    const long = 'n'.repeat(POLICY_NAME_MAX_BYTES - 5)
    expect(storagePolicyInputs({ ...draft, name: long })[0]!.name).toBe(long)
    expect(() => storagePolicyInputs({ ...draft, name: long, commands: ['SELECT', 'DELETE'] })).toThrow(`longer than ${POLICY_NAME_MAX_BYTES} bytes`)
    expect(storagePolicyInputs(draft)[0]).toMatchObject({ using: `bucket_id = 'avatars'`, with_check: null })
  })

  it('the templates for every bucket and for storage.buckets create policies on both tables', async () => {
    for (const table of [{ schema: 'storage', name: 'objects' }, { schema: 'storage', name: 'buckets' }])
      for (const template of STORAGE_TABLE_TEMPLATES) {
        await db.exec(`begin; ${createPolicySql(table, template.policy).sql}`)
        const made = await db.query(`select 1 from pg_policies where schemaname = 'storage' and tablename = $1 and policyname = $2`, [table.name, template.policy.name])
        await db.exec('rollback')
        expect(made.rows).toHaveLength(1)
      }
  })
})
