import { file_fdw } from '@electric-sql/pglite/contrib/file_fdw'
import { describe, expect, it } from 'vitest'
import { emptyDatabase, runBuilt } from './test-database'
import { createPostgresServer, dropForeignServer, importForeignSchema, listForeignDataWrappers, listForeignServers, listForeignTables } from './wrappers'

describe('wrappers', () => {
  it('lists wrappers, servers and foreign tables', async () => {
    // PGlite has no postgres_fdw; file_fdw exercises the same catalogs.
    const db = await emptyDatabase({ file_fdw })
    expect(await runBuilt(db, listForeignDataWrappers())).toEqual([])
    await db.exec(/* SQL */ `
      create extension file_fdw;
      create server "files's" foreign data wrapper file_fdw;
      create user mapping for current_user server "files's";
      create foreign table public.remote_csv (a text) server "files's" options (filename '/dev/null', format 'csv');
    `)
    expect(await runBuilt(db, listForeignDataWrappers())).toEqual([
      { name: 'file_fdw', handler: 'file_fdw_handler', validator: 'file_fdw_validator', options: [] },
    ])
    expect(await runBuilt(db, listForeignServers())).toEqual([
      { name: "files's", wrapper: 'file_fdw', options: [], mapped_roles: ['postgres'], foreign_tables: 1 },
    ])
    expect(await runBuilt(db, listForeignTables())).toEqual([
      { schema: 'public', name: 'remote_csv', server: "files's", options: ['filename=/dev/null', 'format=csv'] },
    ])
    await db.exec(dropForeignServer("files's").sql)
    expect(await runBuilt(db, listForeignServers())).toEqual([])
    expect(await runBuilt(db, listForeignTables())).toEqual([])
    await db.close()
  }, 60_000)

  it('writes the postgres_fdw server, user mapping and import with every value quoted', () => {
    expect(createPostgresServer({ name: 'remote db', host: 'db.example.com', port: 5432, dbname: "it's", user: 'reader', password: "p'w" }).sql).toBe(
      `create server "remote db" foreign data wrapper postgres_fdw options ("host" 'db.example.com', "port" '5432', "dbname" 'it''s');\n` +
        `create user mapping for current_user server "remote db" options ("user" 'reader', "password" 'p''w');`,
    )
    expect(importForeignSchema({ server: 'remote db', remoteSchema: 'public', localSchema: 'remote', tables: ['a', 'b"c'] }).sql).toBe(
      `create schema if not exists "remote";\nimport foreign schema "public" limit to ("a", "b""c") from server "remote db" into "remote";`,
    )
  })
})
