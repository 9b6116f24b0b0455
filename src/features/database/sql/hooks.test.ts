import type { PGlite } from '@electric-sql/pglite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createHook, dropHook, httpRequestOf, listHooks, listTriggerFunctions, updateHook, type HookDefinition } from './hooks'
import { runBuilt, seededDatabase } from './test-database'

let db: PGlite
beforeAll(async () => {
  db = await seededDatabase()
  await db.exec(/* SQL */ `
    create table public.audit (id serial, what text);
    create function public.log_change() returns trigger language plpgsql as $$
      begin insert into public.audit (what) values (tg_op || ' ' || tg_table_name); return coalesce(new, old); end $$;
    -- Test double of pg_net's two calls (same signatures), recording what the hook sends.
    create schema net;
    create table net.sent (url text, method text, body jsonb, params jsonb, headers jsonb, timeout int);
    create function net.http_post(url text, body jsonb default '{}', params jsonb default '{}', headers jsonb default '{}', timeout_milliseconds int default 1000)
      returns bigint language sql as $$ insert into net.sent values (url, 'POST', body, params, headers, timeout_milliseconds) returning 1::bigint $$;
    create function net.http_get(url text, params jsonb default '{}', headers jsonb default '{}', timeout_milliseconds int default 1000)
      returns bigint language sql as $$ insert into net.sent values (url, 'GET', null, params, headers, timeout_milliseconds) returning 1::bigint $$;
  `)
}, 60_000)
afterAll(() => db.close())

const triggers = async () =>
  (await db.query<{ tgname: string }>(`select tgname from pg_trigger where not tgisinternal order by 1`)).rows.map((r) => r.tgname)

describe('database hooks', () => {
  it('lists the trigger functions a function hook can run', async () => {
    expect(await runBuilt(db, listTriggerFunctions())).toEqual([{ schema: 'public', name: 'log_change' }])
  })

  it('creates a function hook, lists it, edits its events, and drops it', async () => {
    const hook: HookDefinition = {
      name: 'log "orders"',
      schema: 'public',
      table: 'orders',
      events: ['INSERT', 'DELETE'],
      target: { kind: 'function', schema: 'public', name: 'log_change', timing: 'AFTER' },
    }
    await db.exec(createHook(hook).sql)
    expect(await triggers()).toEqual(['log "orders"'])
    const [listed] = await runBuilt(db, listHooks())
    expect(listed).toMatchObject({
      name: 'log "orders"',
      schema: 'public',
      table: 'orders',
      function_schema: 'public',
      function_name: 'log_change',
      timing: 'AFTER',
      orientation: 'ROW',
      events: ['INSERT', 'DELETE'],
      enabled: true,
      args: [],
    })
    await db.exec(`insert into public.orders (customer_id) values (1)`)
    expect((await db.query(`select what from public.audit`)).rows).toEqual([{ what: 'INSERT orders' }])

    await db.exec(updateHook(hook, { ...hook, name: 'renamed', events: ['UPDATE'] }).sql)
    expect((await runBuilt(db, listHooks())).map((h) => [h.name, h.events])).toEqual([['renamed', ['UPDATE']]])
    await db.exec(dropHook({ ...hook, name: 'renamed' }).sql)
    expect(await runBuilt(db, listHooks())).toEqual([])
  })

  it('creates an HTTP hook whose arguments read back, and which posts the changed row through pg_net', async () => {
    const request = {
      url: "https://example.com/hook?x='1'",
      method: 'POST' as const,
      headers: { 'Content-Type': 'application/json', Authorization: 'Bearer "t"' },
      params: {},
      timeoutMs: 2500,
    }
    await db.exec(createHook({ name: 'notify', schema: 'public', table: 'customers', events: ['UPDATE'], target: { kind: 'http', request } }).sql)
    const [hook] = await runBuilt(db, listHooks())
    expect(hook!.function_schema).toBe('supabase_functions')
    expect(httpRequestOf(hook!)).toEqual(request)
    await db.exec(`update public.customers set full_name = 'Ada K. Lovelace' where id = 1`)
    const sent = (await db.query<{ url: string; body: { type: string; record: { full_name: string } }; headers: unknown; timeout: number }>(
      `select * from net.sent`,
    )).rows
    expect(sent).toHaveLength(1)
    expect(sent[0]).toMatchObject({ url: request.url, headers: request.headers, timeout: 2500 })
    expect(sent[0]!.body).toMatchObject({ type: 'UPDATE', table: 'customers', schema: 'public', record: { full_name: 'Ada K. Lovelace' } })
    // A second HTTP hook keeps the existing trigger function.
    await db.exec(createHook({ name: 'notify get', schema: 'public', table: 'products', events: ['INSERT'], target: { kind: 'http', request: { ...request, method: 'GET', params: { a: 'b' } } } }).sql)
    expect((await runBuilt(db, listHooks())).map((h) => httpRequestOf(h)?.method)).toEqual(['POST', 'GET'])
  })

  it('reads non-HTTP triggers as function hooks', () => {
    expect(httpRequestOf({ function_schema: 'public', function_name: 'log_change', args: ['x'] })).toBeNull()
  })
})
