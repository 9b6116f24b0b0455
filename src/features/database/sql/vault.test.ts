import type { PGlite } from '@electric-sql/pglite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { runBuilt, emptyDatabase, seededDatabase } from './test-database'
import { createVaultSecret, deleteVaultSecret, listVaultSecrets, revealVaultSecret, updateVaultSecret, vaultStatus } from './vault'

let db: PGlite
beforeAll(async () => {
  db = await seededDatabase()
}, 60_000)
afterAll(() => db.close())

describe('vault secrets (the mock’s supabase_vault-compatible schema)', () => {
  it('finds the vault functions, and says so when a database has none', async () => {
    expect(await runBuilt(db, vaultStatus())).toEqual([{ available: true }])
    const bare = await emptyDatabase()
    expect(await runBuilt(bare, vaultStatus())).toEqual([{ available: false }])
    await bare.close()
    // A second database starts within the test: on a loaded machine, more than the default 15 s.
  }, 60_000)

  it('creates, lists without values, reveals, edits and deletes a secret', async () => {
    const value = "s3cr'et \\ 🐘"
    const [created] = await runBuilt(db, createVaultSecret({ secret: value, name: 'stripe_key', description: 'Payments' }))
    expect(created!.id).toMatch(/^[0-9a-f-]{36}$/)
    const listed = await runBuilt(db, listVaultSecrets())
    expect(listed).toEqual([
      { id: created!.id, name: 'stripe_key', description: 'Payments', created_at: expect.stringMatching(/Z$/), updated_at: expect.stringMatching(/Z$/) },
    ])
    expect(JSON.stringify(listed)).not.toContain('s3cr')
    // Stored encrypted.
    expect((await db.query<{ secret: string }>('select secret from vault.secrets')).rows[0]!.secret).not.toContain('s3cr')
    expect(await runBuilt(db, revealVaultSecret(created!.id))).toEqual([{ decrypted_secret: value }])

    await db.exec(updateVaultSecret(created!.id, { secret: null, name: 'stripe_live_key', description: 'Live payments' }).sql)
    expect(await runBuilt(db, revealVaultSecret(created!.id))).toEqual([{ decrypted_secret: value }])
    await db.exec(updateVaultSecret(created!.id, { secret: 'rotated', name: 'stripe_live_key', description: 'Live payments' }).sql)
    expect(await runBuilt(db, revealVaultSecret(created!.id))).toEqual([{ decrypted_secret: 'rotated' }])
    expect((await runBuilt(db, listVaultSecrets()))[0]).toMatchObject({ name: 'stripe_live_key', description: 'Live payments' })

    await db.exec(deleteVaultSecret(created!.id).sql)
    expect(await runBuilt(db, listVaultSecrets())).toEqual([])
  })

  it('refuses a second secret of the same name', async () => {
    await db.exec(createVaultSecret({ secret: 'a', name: 'dup', description: '' }).sql)
    await expect(db.exec(createVaultSecret({ secret: 'b', name: 'dup', description: '' }).sql)).rejects.toThrow(/duplicate key/)
  })

  it('encrypts with core Postgres alone (no pgcrypto): a nonce of its own per value, any length', async () => {
    const usingPgcrypto = await db.query(`select proname from pg_proc where pronamespace = 'vault'::regnamespace and prosrc ~ '(extensions\\.|pgp_|gen_random_bytes)'`)
    expect(usingPgcrypto.rows).toEqual([])
    const long = 'é'.repeat(100)
    const ids: string[] = []
    for (const [n, secret] of [long, long, ''].entries())
      ids.push((await runBuilt(db, createVaultSecret({ secret, name: `core_${n}`, description: '' })))[0]!.id)
    const stored = (await db.query<{ secret: string }>(`select secret from vault.secrets where name like 'core_%'`)).rows
    expect(new Set(stored.map((s) => s.secret)).size).toBe(3)
    expect(await runBuilt(db, revealVaultSecret(ids[0]!))).toEqual([{ decrypted_secret: long }])
    expect(await runBuilt(db, revealVaultSecret(ids[2]!))).toEqual([{ decrypted_secret: '' }])
  })
})
