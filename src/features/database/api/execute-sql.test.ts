import { http, HttpResponse } from 'msw'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { setConfig } from '@/lib/config/config'
import { useReadOnlyStore } from '@/features/read-only/read-only-store'
import { testConfig } from '../../../../test/support/test-config'
import { signInForTest } from '../../../../test/support/render'
import { server } from '@mocks/node'
import { META_CONNECTION_ERROR, setAccessTokenProvider } from '@/lib/http/client'
import { executeSql } from './execute-sql'
import { toPgMetaError } from './pg-meta-error'
import { getSchemaCatalog } from './schema-catalog-query'
import { recordChanges } from './changes-ledger'

// The ledger's IndexedDB is the browser's (e2e); here, what the one call hands it.
vi.mock('./changes-ledger', () => ({ recordChanges: vi.fn(() => Promise.resolve()) }))

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

describe('executeSql in read-only mode (CONTRACT §17)', () => {
  const sent: string[] = []
  beforeEach(() => {
    sent.length = 0
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes('/pg-meta/')) void request.clone().json().then((body: { query: string }) => sent.push(body.query))
    })
    useReadOnlyStore.getState().setReadOnly(project.projectRef, true)
  })
  afterEach(() => {
    server.events.removeAllListeners()
    useReadOnlyStore.getState().setReadOnly(project.projectRef, false)
    setConfig(testConfig())
  })
  const tableExists = async (name: string) => {
    useReadOnlyStore.getState().setReadOnly(project.projectRef, false)
    const [row] = await executeSql({ ...project, query: `select to_regclass('public.${name}') is not null as present` })
    return row!.present
  }

  it('starts every query with the prefix on the first line; Postgres refuses a write, a select runs', async () => {
    await expect(executeSql({ ...project, query: 'create table ro_made (id int)' })).rejects.toMatchObject({
      message: 'cannot execute CREATE TABLE in a read-only transaction',
    })
    expect(sent[0]).toBe('set local transaction_read_only = on; create table ro_made (id int)')
    const rows = await executeSql({ ...project, query: "select email from customers where country = 'GB' order by email" })
    expect(rows).toEqual([{ email: 'ada@example.com' }, { email: 'alan@example.com' }])
    expect(await tableExists('ro_made')).toBe(false)
  }, 60_000)

  it.each(['commit; create table ro_escape (id int)', 'rollback; create table ro_escape (id int)', 'begin; create table ro_escape (id int)', 'set transaction read write; create table ro_escape (id int)'])(
    'refuses %s before sending it',
    async (query) => {
      const statement = query.split(';')[0]!
      await expect(executeSql({ ...project, query })).rejects.toMatchObject({
        message: `Read-only mode is on: "${statement}" would end the read-only transaction, so the query was not sent.`,
      })
      expect(sent).toEqual([])
      expect(await tableExists('ro_escape')).toBe(false)
    },
    60_000,
  )

  it('is forced for every project by the self-hosted readOnly setting', async () => {
    useReadOnlyStore.getState().setReadOnly(project.projectRef, false)
    setConfig(testConfig({ platform: false, readOnly: true }))
    await expect(executeSql({ ...project, query: 'commit' })).rejects.toThrow(/Read-only mode is on/)
    setConfig(testConfig({ platform: true, readOnly: true }))
    await expect(executeSql({ ...project, query: 'select 1 as one' })).resolves.toEqual([{ one: 1 }])
  }, 60_000)

  it('moves error positions back past both prefixes and keeps the rows under a role', async () => {
    const error = await executeSql({ ...project, role: { kind: 'anon' }, query: 'select 1;\nselec 2' }).catch((e: unknown) => e)
    expect(toPgMetaError(error).position).toBe(11)
    expect(sent[0]).toMatch(/^set local transaction_read_only = on; select set_config\('role', 'anon', true\)/)
    expect(sent[0]!.split('\n')).toHaveLength(2)
    const rows = await executeSql({ ...project, role: { kind: 'postgres' }, query: 'select 1 as one' })
    expect(rows).toEqual([{ one: 1 }])
  }, 60_000)
})

describe('executeSql and the changes ledger (CONTRACT §17)', () => {
  beforeEach(() => vi.mocked(recordChanges).mockClear())

  it('hands each schema-changing statement to the ledger with its source, role and outcome', async () => {
    await executeSql({ ...project, source: 'database/tables', query: "create table ledger_a (id int); insert into ledger_a values (1); comment on table ledger_a is 'a; b'" })
    await vi.waitFor(() => expect(recordChanges).toHaveBeenCalledTimes(1))
    expect(vi.mocked(recordChanges).mock.calls[0]![0]).toEqual([
      expect.objectContaining({ projectRef: project.projectRef, source: 'database/tables', statement: 'create table ledger_a (id int)', kind: 'ddl', role: null, error: null }),
      expect.objectContaining({ statement: "comment on table ledger_a is 'a; b'", error: null }),
    ])
    await executeSql({ ...project, role: { kind: 'anon' }, query: 'drop table ledger_a' }).catch(() => {})
    await vi.waitFor(() => expect(recordChanges).toHaveBeenCalledTimes(2))
    expect(vi.mocked(recordChanges).mock.calls[1]![0]).toEqual([
      expect.objectContaining({ statement: 'drop table ledger_a', role: 'anon', error: expect.stringContaining('ledger_a'), source: 'dashboard' }),
    ])
  }, 60_000)

  it('records nothing for reads and data changes', async () => {
    await executeSql({ ...project, query: "select 1; update customers set email = email where country = 'GB'" })
    expect(recordChanges).not.toHaveBeenCalled()
  }, 60_000)
})
