import type { PGlite } from '@electric-sql/pglite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { HOSTILE_NAMES } from './object-names.test-helper'
import { alterRole, createRole, dropRole, listRoles, type RoleAttributes } from './roles'
import { emptyDatabase, runBuilt } from './test-database'

let db: PGlite
beforeAll(async () => {
  db = await emptyDatabase()
}, 60_000)
afterAll(() => db.close())

const none: RoleAttributes = { can_login: false, is_superuser: false, can_create_db: false, can_create_role: false, is_replication_role: false, can_bypass_rls: false }

describe('roles', () => {
  it('creates, alters, renames and drops roles with hostile names and passwords', async () => {
    for (const name of HOSTILE_NAMES) {
      await db.exec(createRole({ name, attributes: { ...none, can_login: true, can_bypass_rls: true }, connectionLimit: 5, password: `p'w"${name}` }).sql)
      let role = (await runBuilt(db, listRoles())).find((r) => r.name === name)
      expect(role).toMatchObject({ can_login: true, can_bypass_rls: true, can_create_db: false, connection_limit: 5, active_connections: 0, is_system: false })
      const pw = await db.query<{ set: boolean }>(`select rolpassword is not null as set from pg_authid where rolname = $1`, [name])
      expect(pw.rows).toEqual([{ set: true }])

      await db.exec(alterRole(name, { name: `${name} 2`, attributes: { ...none, can_create_db: true }, connectionLimit: -1, password: '' }).sql)
      role = (await runBuilt(db, listRoles())).find((r) => r.name === `${name} 2`)
      expect(role).toMatchObject({ can_login: false, can_bypass_rls: false, can_create_db: true, connection_limit: -1 })
      await db.exec(dropRole(`${name} 2`).sql)
    }
  })

  it('marks predefined roles and the connected role as system roles', async () => {
    const roles = await runBuilt(db, listRoles())
    expect(roles.find((r) => r.name === 'postgres')?.is_system).toBe(true)
    expect(roles.find((r) => r.name === 'pg_read_all_data')?.is_system).toBe(true)
    expect(roles.some((r) => !r.is_system)).toBe(false)
  })
})
