import type { PGlite } from '@electric-sql/pglite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { HOSTILE_NAMES } from './object-names.test-helper'
import { ident } from './quote'
import { schemaGraph } from './schema-graph'
import { emptyDatabase, runBuilt } from './test-database'

let db: PGlite
beforeAll(async () => {
  db = await emptyDatabase()
}, 60_000)
afterAll(() => db.close())

describe('schema graph', () => {
  it('reads tables with columns, primary keys and foreign keys of a hostile schema', async () => {
    for (const name of HOSTILE_NAMES) {
      const s = ident(name)
      await db.exec(
        `create schema ${s};
        create table ${s}.${ident(name)} (${ident(name)} int, region text, primary key (${ident(name)}, region));
        create table ${s}.child (id bigint generated always as identity primary key, parent int, region text not null,
          constraint ${ident(`fk ${name}`)} foreign key (parent, region) references ${s}.${ident(name)});
        create table ${s}.other (id int references public.elsewhere)`.replace('public.elsewhere', `${s}.child`),
      )
      const tables = await runBuilt(db, schemaGraph(name))
      const parent = tables.find((t) => t.name === name)!
      expect(parent.columns).toEqual([
        { name, type: 'integer', nullable: false, primary_key: true },
        { name: 'region', type: 'text', nullable: false, primary_key: true },
      ])
      const child = tables.find((t) => t.name === 'child')!
      expect(child.columns.map((c) => [c.name, c.primary_key, c.nullable])).toEqual([
        ['id', true, false],
        ['parent', false, true],
        ['region', false, false],
      ])
      expect(child.foreign_keys).toEqual([
        {
          name: `fk ${name}`,
          columns: ['parent', 'region'],
          target_id: parent.id,
          target_schema: name,
          target_table: name,
          target_columns: [name, 'region'],
        },
      ])
      expect(tables.map((t) => t.name).sort()).toEqual(['child', name, 'other'].sort())
    }
  })
})
