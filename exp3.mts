import { readFileSync } from 'node:fs'
import { mockSeededDataDir } from './build-tools/mock-pgdata.ts'
const p = mockSeededDataDir(process.cwd()) as any
p.configResolved({ command: 'build', base: '/dashboard/' })
let src: Uint8Array | undefined
const t = Date.now()
await p.load.call({ emitFile: (f: any) => { src = f.source; return 'x' } }, '\0virtual:mock-seeded-data-dir')
console.log('made', Date.now() - t, src!.byteLength)
import { createSeededDatabase } from './mocks/pglite/database.ts'
const db = await createSeededDatabase({ seededDataDir: async () => new Blob([src!]) })
console.log((await db.query('select count(*) from public.customers')).rows, (await db.query("select datname from pg_database")).rows)
await db.exec('create table public.x (id int); insert into public.x select generate_series(1,100000)')
console.log((await db.query('select count(*) from public.x')).rows)
await db.exec('checkpoint')
