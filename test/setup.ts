import '@testing-library/jest-dom/vitest'
import { cleanup } from '@testing-library/react'
import { afterAll, afterEach, beforeAll } from 'vitest'
import { setConfig } from '@/lib/config/config'
import { resetHttpClient } from '@/lib/http/client'
import { server } from '@mocks/node'
import { configureMock, resetMockState } from '@mocks/state'
import { testConfig } from './support/test-config'

// jsdom lacks these; Mantine needs them.
if (typeof window !== 'undefined') {
  window.matchMedia ??= ((query: string) => ({
    matches: false, media: query, onchange: null,
    addListener: () => {}, removeListener: () => {}, addEventListener: () => {}, removeEventListener: () => {}, dispatchEvent: () => false,
  })) as unknown as typeof window.matchMedia
  window.ResizeObserver ??= class { observe() {} unobserve() {} disconnect() {} } as unknown as typeof ResizeObserver
  Element.prototype.scrollIntoView ??= () => {}
  window.HTMLElement.prototype.scrollTo ??= () => {}
}

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => {
  cleanup()
  server.resetHandlers()
  configureMock({ platform: true, latency: 0, scenarios: [] })
  resetMockState()
  setConfig(testConfig())
  resetHttpClient()
  if (typeof localStorage !== 'undefined') {
    localStorage.clear()
    sessionStorage.clear()
  }
})
afterAll(() => server.close())

setConfig(testConfig())
