// @vitest-environment node
import { describe, expect, it, vi } from 'vitest'
import { stopFunction } from '../functions/runtime'
import { restoreMockState } from '../state'
import { makeAccessToken } from '../utils'
import { recordedLogs, recordLogEvents, RECORDED_LOG_LIMITS } from './recorded-logs'

const REF = 'acmeblogprod01'
const token = makeAccessToken({ sub: 'u1', email: 'demo@example.com', aal: 'aal1', exp: Math.floor(Date.now() / 1000) + 3600 })

async function deploy(slug: string, source: string) {
  const form = new FormData()
  form.append('metadata', JSON.stringify({ name: slug, entrypoint_path: 'index.ts', verify_jwt: false }))
  form.append('file', new Blob([source]), 'index.ts')
  const answer = await fetch(`http://localhost/v1/projects/${REF}/functions/deploy?slug=${slug}`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}` },
    body: form,
  })
  expect(answer.status).toBe(201)
  return ((await answer.json()) as { id: string }).id
}

const event = (i: number, functionId: string, hour = 0) => ({
  id: `e${functionId}${i}`,
  timestamp: new Date(Date.UTC(2026, 0, 1, hour, 0, i)).toISOString(),
  event_message: `line ${i}`,
  metadata: { function_id: functionId },
})

describe("the mock's recorded log events", () => {
  it("a function's console lines and invocations survive a restart of the mock from its saved state", async () => {
    const saved = new Map<string, unknown>()
    restoreMockState(new Map(), (name, value) => saved.set(name, structuredClone(value)))
    const id = await deploy('remembers', "Deno.serve(() => { console.log('kept across restarts'); return new Response('ok') })")
    const answer = await fetch(`http://localhost/project-api/${REF}/functions/v1/remembers`, { method: 'POST' })
    expect(await answer.text()).toBe('ok')
    stopFunction(`${REF}/remembers@`)
    // The console line and the invocation are recorded apart: both are saved before the restart.
    await vi.waitFor(() => {
      const kept = JSON.stringify(saved.get('recorded-logs') ?? null)
      expect(kept).toContain('kept across restarts')
      expect(kept).toContain('status_code')
    })

    // A new mock (fresh modules: nothing in memory) restored from what was saved.
    vi.resetModules()
    const state = await import('../state')
    const { queryLogs } = await import('./logs-database')
    state.restoreMockState(saved, () => {})
    const end = new Date(Date.now() + 1000)
    const start = new Date(end.getTime() - 3600_000)
    const byFunction = `where metadata #>> '{function_id}' = '${id}'`
    expect(await queryLogs(REF, `select event_message from function_logs ${byFunction}`, start, end)).toEqual({
      result: [{ event_message: 'kept across restarts' }],
    })
    const invocations = await queryLogs(REF, `select metadata #>> '{response,status_code}' as status from function_edge_logs ${byFunction}`, start, end)
    expect(invocations).toEqual({ result: [{ status: '200' }] })
  }, 240_000)

  it('keeps the newest events within the bounds per function and overall', () => {
    const lines = Array.from({ length: RECORDED_LOG_LIMITS.consoleLinesPerFunction + 20 }, (_, i) => event(i, 'f1'))
    recordLogEvents(REF, { function_logs: lines, function_edge_logs: [event(0, 'f2')] })
    const kept = recordedLogs()[REF]!
    expect(kept.function_logs).toHaveLength(RECORDED_LOG_LIMITS.consoleLinesPerFunction)
    expect(kept.function_logs![0]!.event_message).toBe('line 20')
    expect(kept.function_edge_logs).toHaveLength(1)

    recordLogEvents(REF, { function_logs: [{ ...event(999, 'f3'), event_message: 'x'.repeat(5000) }] })
    expect(recordedLogs()[REF]!.function_logs!.at(-1)!.event_message).toHaveLength(RECORDED_LOG_LIMITS.messageChars + 1)

    // Eleven projects' worth of gateway requests, each project's an hour after the one before.
    for (let p = 1; p <= 11; p++)
      recordLogEvents(`p${p}`, { edge_logs: Array.from({ length: RECORDED_LOG_LIMITS.eventsPerSource }, (_, i) => event(i, `p${p}`, p)) })
    const total = Object.values(recordedLogs()).flatMap((tables) => Object.values(tables)).reduce((n, list) => n + list.length, 0)
    expect(total).toBe(RECORDED_LOG_LIMITS.total)
    expect(recordedLogs().p11!.edge_logs).toHaveLength(RECORDED_LOG_LIMITS.eventsPerSource)
    expect(recordedLogs().p1!.edge_logs).toHaveLength(0)
  })
})
