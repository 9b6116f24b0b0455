import { http, HttpResponse } from 'msw'
import { beforeEach, describe, expect, it } from 'vitest'
import { signInForTest } from '../../../../test/support/render'
import { server } from '@mocks/node'
import { META_CONNECTION_ERROR, setAccessTokenProvider } from '@/lib/http/client'
import { executeSql } from './execute-sql'
import { toPgMetaError } from './pg-meta-error'
import { getSchemaCatalog } from './schema-catalog-query'

const project = { projectRef: 'acmeblogprod01', connectionString: 'postgresql://postgres@db.example.com:5432/postgres' }

beforeEach(() => {
  const session = signInForTest()
  setAccessTokenProvider(() => session.access_token)
})

describe('executeSql', () => {
  it('runs SQL on the project database and answers the rows of the last statement', async () => {
    let marker: string | null = null
    server.events.on('request:start', ({ request }) => {
      marker ??= request.headers.get('x-connection-encrypted')
    })
    const rows = await executeSql({
      ...project,
      query: "select 1; select email from customers where country = 'GB' order by email",
    })
    expect(rows).toEqual([{ email: 'ada@example.com' }, { email: 'alan@example.com' }])
    expect(marker).toBe(project.connectionString)
    server.events.removeAllListeners()
  }, 60_000)

  it('is refused by the client without the encrypted-connection marker', async () => {
    await expect(executeSql({ ...project, connectionString: null, query: 'select 1' })).rejects.toMatchObject({
      message: META_CONNECTION_ERROR,
      code: 400,
    })
  })

  it('answers database errors with their message', async () => {
    await expect(executeSql({ ...project, query: 'select * from nowhere' })).rejects.toMatchObject({
      message: 'relation "nowhere" does not exist',
      code: 400,
    })
  }, 60_000)

  it('answers a syntax error as postgres-meta does: SQLSTATE, position and the LINE / caret text', async () => {
    const error = await executeSql({ ...project, query: 'select 1;\nselec 2' }).catch((e: unknown) => e)
    expect(toPgMetaError(error)).toEqual({
      status: 400,
      message: 'syntax error at or near "selec"',
      formattedError: 'ERROR:  42601: syntax error at or near "selec"\nLINE 2: selec 2\n        ^\n',
      sqlState: '42601',
      position: 11,
      detail: undefined,
      hint: undefined,
    })
  }, 60_000)

  it('reads the schema catalog for the assistant', async () => {
    const tables = await getSchemaCatalog(project)
    expect(tables.map((t) => `${t.schema}.${t.name}`)).toEqual([
      'public.customers',
      'public.order_items',
      'public.orders',
      'public.products',
    ])
    expect(tables.find((t) => t.name === 'products')!.columns.find((c) => c.name === 'price')).toEqual({
      name: 'price',
      data_type: 'numeric(10,2)',
      is_identity: false,
      is_nullable: false,
      default_value: null,
      is_unique: false,
      check: 'CHECK ((price >= (0)::numeric))',
    })
  }, 60_000)

  it('rejects a malformed answer', async () => {
    server.use(http.post('*/platform/pg-meta/:ref/query', () => HttpResponse.json({ not: 'rows' })))
    await expect(executeSql({ ...project, query: 'select 1' })).rejects.toThrow(/Unexpected response/)
  })

  it('runs under a chosen role as one text that begins with the set_config prefix (CONTRACT §15), for every caller', async () => {
    const sent: string[] = []
    server.events.on('request:start', async ({ request }) => {
      sent.push(((await request.clone().json()) as { query: string }).query)
    })
    const rows = await executeSql({ ...project, role: { kind: 'anon' }, query: 'select current_user as who' })
    server.events.removeAllListeners()
    expect(rows).toEqual([{ who: 'anon' }])
    expect(sent[0]).toMatch(/^select set_config\('role', 'anon', true\), set_config\('request\.jwt\.claims', '\{"role":"anon","iss":"supabase","ref":"acmeblogprod01",/)
    expect(sent[0]).toMatch(/set_config\('request\.method', 'POST', true\), set_config\('request\.path', '\/impersonation', true\); select current_user as who$/)
  }, 60_000)

  it('under a role: a statement without rows answers none, and an error points into the person’s own text', async () => {
    expect(await executeSql({ ...project, role: { kind: 'anon' }, query: 'select 1 where false' })).toEqual([])
    const error = toPgMetaError(await executeSql({ ...project, role: { kind: 'anon' }, query: 'select 1;\nselec 2' }).catch((e: unknown) => e))
    expect(error.position).toBe('select 1;\nselec 2'.indexOf('selec 2') + 1)
    expect(error.formattedError).toMatch(/^ERROR: {2}42601: syntax error at or near "selec"\nLINE 2: selec 2/)
  }, 60_000)
})
