import type { PGlite } from '@electric-sql/pglite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { listTriggerFunctions } from './hooks'
import { HOSTILE_NAMES } from './object-names.test-helper'
import { ident } from './quote'
import { emptyDatabase, runBuilt } from './test-database'
import { createTrigger, dropTrigger, listEventTriggers, listTriggers, listTriggerTables, setTriggerEnabled, type TriggerDefinition } from './triggers'

let db: PGlite
beforeAll(async () => {
  db = await emptyDatabase()
  await db.exec(/* SQL */ `
    create table public.audit (what text);
    create function public.log_change() returns trigger language plpgsql as $$
      begin insert into public.audit values (tg_op || ' ' || tg_table_name); return coalesce(new, old); end $$;
    create function public.not_a_trigger() returns int language sql as 'select 1';
  `)
}, 60_000)
afterAll(() => db.close())

const audit = async () => (await db.query<{ what: string }>('select what from public.audit')).rows.map((r) => r.what)

describe('triggers', () => {
  it('creates a trigger on hostile names that fires, lists it, disables and enables it, and drops it', async () => {
    for (const name of HOSTILE_NAMES) {
      await db.exec(`delete from public.audit; create schema ${ident(name)}; create table ${ident(name)}.${ident(name)} (id int, ${ident(name)} text, other text)`)
      const t: TriggerDefinition = {
        name,
        schema: name,
        table: name,
        timing: 'AFTER',
        events: ['INSERT', 'UPDATE'],
        updateColumns: [name],
        level: 'ROW',
        when: 'new.id > 0',
        function: { schema: 'public', name: 'log_change' },
      }
      await db.exec(createTrigger(t).sql)
      const q = `${ident(name)}.${ident(name)}`
      await db.exec(`insert into ${q} values (0, 'a', 'b'), (1, 'a', 'b'); update ${q} set other = 'c'; update ${q} set ${ident(name)} = 'd'`)
      expect(await audit()).toEqual([`INSERT ${name}`, `UPDATE ${name}`])
      const [listed] = await runBuilt(db, listTriggers(name))
      expect(listed).toMatchObject({ name, table: name, timing: 'AFTER', level: 'ROW', events: ['INSERT', 'UPDATE'], update_columns: [name], enabled: true, function_name: 'log_change' })

      await db.exec(setTriggerEnabled(t, false).sql)
      expect((await runBuilt(db, listTriggers())).find((x) => x.schema === name)?.enabled).toBe(false)
      await db.exec(`insert into ${q} values (2, 'a', 'b')`)
      expect(await audit()).toHaveLength(2)
      await db.exec(setTriggerEnabled(t, true).sql)
      await db.exec(dropTrigger(t).sql)
    }
    expect(await runBuilt(db, listTriggers())).toEqual([])
  })

  it('changes a trigger in place, or under a new name, keeping it disabled; the form reads its WHEN back', async () => {
    await db.exec(`delete from public.audit; create table public.items (id int, status text)`)
    const t: TriggerDefinition = { name: 'on_items', schema: 'public', table: 'items', timing: 'AFTER', events: ['INSERT'], updateColumns: [], level: 'ROW', when: '', function: { schema: 'public', name: 'log_change' } }
    await db.exec(createTrigger(t).sql)
    const [before] = await runBuilt(db, listTriggers('public'))
    const changed = { ...t, events: ['INSERT', 'UPDATE'] as const, when: "new.status <> 'draft'" }
    const inPlace = createTrigger(changed, before).sql
    expect(inPlace).toMatch(/^create or replace trigger "on_items"/)
    await db.exec(inPlace)
    const [after] = await runBuilt(db, listTriggers('public'))
    expect(after).toMatchObject({ name: 'on_items', events: ['INSERT', 'UPDATE'], when_condition: "new.status <> 'draft'::text", enabled: true })

    await db.exec(setTriggerEnabled(t, false).sql)
    const [disabled] = await runBuilt(db, listTriggers('public'))
    const renamed = createTrigger({ ...changed, name: 'items_changed' }, disabled).sql
    expect(renamed.split('\n')[0]).toBe('drop trigger "on_items" on "public"."items";')
    await db.exec(renamed)
    expect((await runBuilt(db, listTriggers('public'))).map((x) => [x.name, x.enabled])).toEqual([['items_changed', false]])
    await db.exec(`drop table public.items`)
  })

  it('builds statement-level BEFORE triggers with several events', () => {
    expect(
      createTrigger({ name: 't', schema: 's', table: 'x', timing: 'BEFORE', events: ['DELETE', 'TRUNCATE'], updateColumns: [], level: 'STATEMENT', when: '', function: { schema: 'public', name: 'f' } }).sql,
    ).toBe('create trigger "t"\nBEFORE DELETE OR TRUNCATE on "s"."x"\nfor each STATEMENT\nexecute function "public"."f"();')
  })

  it('lists only trigger functions, the tables with their columns, and event triggers', async () => {
    expect(await runBuilt(db, listTriggerFunctions())).toEqual([{ schema: 'public', name: 'log_change' }])
    expect((await runBuilt(db, listTriggerTables())).find((t) => t.name === 'select')).toEqual({ schema: 'select', name: 'select', is_view: false, columns: ['id', 'select', 'other'] })
    await db.exec(`create function public.on_ddl() returns event_trigger language plpgsql as $$ begin end $$;
      create event trigger "Ddl watch" on ddl_command_end when tag in ('CREATE TABLE') execute function public.on_ddl()`)
    expect(await runBuilt(db, listEventTriggers())).toEqual([{ name: 'Ddl watch', event: 'ddl_command_end', function_schema: 'public', function_name: 'on_ddl', enabled: true, tags: ['CREATE TABLE'] }])
  })
})
