import { http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { server } from '@mocks/node'
import { setAccessTokenProvider } from '@/lib/http/client'
import { sendTelemetryEvent, setTelemetryAllowed } from './telemetry'

function recordEvents() {
  const events: { body: unknown; headers: Headers }[] = []
  server.use(
    http.post('*/platform/telemetry/event', async ({ request }) => {
      events.push({ body: await request.json(), headers: request.headers })
      return new HttpResponse(null, { status: 204 })
    }),
  )
  return events
}

afterEach(() => {
  setTelemetryAllowed(() => true)
  setAccessTokenProvider(() => undefined)
})

describe('sendTelemetryEvent', () => {
  it('posts the event with the current page path (no query, no fragment) to {base}/platform/telemetry/event', async () => {
    setAccessTokenProvider(() => 'token')
    window.history.pushState({}, '', '/dashboard/join?token=secret-invite&sql=select+1#access_token=t')
    document.title = 'Northwind'
    const events = recordEvents()
    await sendTelemetryEvent({ action: 'feature_preview_enabled', properties: { feature: 'x' }, groups: { organization: 'northwind' } })
    expect(events).toHaveLength(1)
    expect(events[0]!.body).toEqual({
      action: 'feature_preview_enabled',
      page_url: '/dashboard/join',
      page_title: 'Northwind',
      properties: { feature: 'x' },
      groups: { organization: 'northwind' },
    })
    expect(events[0]!.headers.get('Authorization')).toBe('Bearer token')
  })

  it('only logs a failure', async () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => {})
    server.use(http.post('*/platform/telemetry/event', () => HttpResponse.json({ message: 'nope' }, { status: 500 })))
    await expect(sendTelemetryEvent({ action: 'sign_up' })).resolves.toBeUndefined()
    expect(log).toHaveBeenCalledWith('Failed to send Telemetry event', expect.objectContaining({ message: 'nope' }))
  })

  it('sends nothing while consent says no', async () => {
    const events = recordEvents()
    setTelemetryAllowed(() => false)
    await sendTelemetryEvent({ action: 'sign_up' })
    expect(events).toHaveLength(0)
  })
})
