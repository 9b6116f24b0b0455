import '@testing-library/jest-dom/vitest'
import { notifications } from '@mantine/notifications'
import { cleanup, configure } from '@testing-library/react'
import { afterAll, afterEach, beforeAll } from 'vitest'
import { setConfig } from '@/lib/config/config'
import { resetHttpClient } from '@/lib/http/client'
import { useSessionStore } from '@/features/auth/session-store'
import { setTelemetryAllowed } from '@/features/telemetry/telemetry'
import { server } from '@mocks/node'
import { startedSqlEngine } from '@mocks/pglite/engine'
import { configureMock, resetMockState } from '@mocks/state'
import { testConfig } from './support/test-config'

// Two cores run the suite's files in parallel: give async queries room before they fail.
configure({ asyncUtilTimeout: 5000 })

// jsdom lacks these; Mantine needs them.
if (typeof window !== 'undefined') {
  window.matchMedia ??= ((query: string) => ({
    matches: false, media: query, onchange: null,
    addListener: () => {}, removeListener: () => {}, addEventListener: () => {}, removeEventListener: () => {}, dispatchEvent: () => false,
  })) as unknown as typeof window.matchMedia
  window.ResizeObserver ??= class { observe() {} unobserve() {} disconnect() {} } as unknown as typeof ResizeObserver
  Element.prototype.scrollIntoView ??= () => {}
  window.HTMLElement.prototype.scrollTo ??= () => {}
  // Mantine's auto-growing textarea waits for fonts.
  if (!('fonts' in document)) Object.defineProperty(document, 'fonts', { value: { ready: Promise.resolve(), addEventListener: () => {}, removeEventListener: () => {} } })
}

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
// The files of a worker share one module graph (vite.config.ts test.projects): what a test leaves in a
// module's state is put back here.
afterEach(() => {
  cleanup()
  notifications.clean()
  if (typeof document !== 'undefined') document.body.replaceChildren()
  setTelemetryAllowed(() => true)
  server.resetHandlers()
  configureMock({ platform: true, latency: 0, scenarios: [] })
  resetMockState()
  setConfig(testConfig())
  resetHttpClient()
  useSessionStore.setState({ session: null })
  if (typeof localStorage !== 'undefined') {
    localStorage.clear()
    sessionStorage.clear()
  }
})
afterAll(async () => {
  server.close()
  // A project page warms its database without waiting (warmProjectDatabase): the engine's modules may
  // still be loading when the file's last test ends. Vitest ends a file's module loading with the file,
  // and the worker's next files then fail on the half-loaded modules, so the file waits for them here.
  await startedSqlEngine()?.catch(() => undefined)
})

setConfig(testConfig())
