import { describe, expect, it } from 'vitest'
import type { Hook } from '@/features/database'
import { initialHookValues, readHookForm } from './hook-form'

const http = (patch: Partial<ReturnType<typeof initialHookValues>> = {}) => ({
  ...initialHookValues(null, true),
  name: 'notify',
  table: JSON.stringify(['public', 'orders']),
  url: 'https://example.com/hook',
  ...patch,
})

describe('hook form', () => {
  it('starts as an HTTP POST hook when pg_net is there, a function hook otherwise', () => {
    expect(initialHookValues(null, true)).toMatchObject({ kind: 'http', method: 'POST', timeoutMs: 1000, events: ['INSERT'] })
    expect(initialHookValues(null, false).kind).toBe('function')
  })

  it('reads an HTTP hook with its headers and params', () => {
    const { errors, hook } = readHookForm(http({ headers: '{"X-Key": "k"}', params: '{"a": "1"}', events: ['INSERT', 'DELETE'] }))
    expect(errors).toEqual({})
    expect(hook).toEqual({
      name: 'notify',
      schema: 'public',
      table: 'orders',
      events: ['INSERT', 'DELETE'],
      target: { kind: 'http', request: { url: 'https://example.com/hook', method: 'POST', headers: { 'X-Key': 'k' }, params: { a: '1' }, timeoutMs: 1000 } },
    })
  })

  it('says what is wrong and builds nothing', () => {
    const { errors, hook } = readHookForm(http({ name: ' ', table: null, events: [], url: 'ftp://x', timeoutMs: 50, headers: '{"a": 1}', params: 'nope' }))
    expect(hook).toBeNull()
    expect(errors).toEqual({
      name: 'Enter a name',
      table: 'Choose a table',
      events: 'Choose at least one event',
      url: 'Enter an http:// or https:// URL',
      timeoutMs: 'Enter a whole number of milliseconds from 1000 to 10000',
      headers: 'Enter a JSON object of text values, e.g. {"Authorization": "Bearer …"}',
      params: 'Enter a JSON object of text values, e.g. {"source": "db"}',
    })
    expect(readHookForm({ ...http(), kind: 'function' }).errors).toEqual({ fn: 'Choose a trigger function' })
  })

  it('reads an existing HTTP hook back into the form', () => {
    const hook: Hook = {
      name: 'n', schema: 's', table: 't', function_schema: 'supabase_functions', function_name: 'http_request', timing: 'AFTER',
      orientation: 'ROW', events: ['UPDATE'], enabled: true, args: ['https://x.dev', 'GET', '{"h":"1"}', '{}', '2000'], definition: '',
    }
    expect(initialHookValues(hook, false)).toMatchObject({ kind: 'http', method: 'GET', url: 'https://x.dev', timeoutMs: 2000, events: ['UPDATE'] })
  })
})
