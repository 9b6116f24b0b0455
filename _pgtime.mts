import { PGlite } from '@electric-sql/pglite'
import { extensions } from '/work/main/mocks/pglite/extensions.ts'
import { SEED_SQL } from '/work/main/mocks/pglite/seed.ts'
let t = Date.now()
const db0 = await PGlite.create()
console.log('plain create', Date.now() - t); t = Date.now()
const db = await PGlite.create(undefined, { extensions })
console.log('create with ext', Date.now() - t); t = Date.now()
await db.exec(SEED_SQL)
console.log('seed', Date.now() - t); t = Date.now()
const db2 = await PGlite.create(undefined, { extensions })
console.log('second create with ext', Date.now() - t); t = Date.now()
const dump = await db.dumpDataDir('none')
console.log('dump', Date.now() - t, (dump as Blob).size); t = Date.now()
const db3 = await PGlite.create(undefined, { extensions, loadDataDir: dump })
console.log('create from dump', Date.now() - t); t = Date.now()
console.log((await db3.query('select count(*) from pg_tables where schemaname=$1', ['public'])).rows)
