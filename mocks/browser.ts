import { setupWorker } from 'msw/browser'
import { getConfig } from '@/lib/config/config'
import { handlers } from './handlers'
import { parseScenarios } from './scenarios'
import { configureMock, resetMockState, restoreMockState } from './state'

const STATE_KEY = 'mock-platform-state'
const SCENARIO_KEY = 'mock-platform-scenario'
const DEFAULT_LATENCY_MS = 150

/**
 * Starts the in-browser mocked platform. `?scenario=restricted,clock-skew` switches scenarios (kept for
 * the tab), `?scenario=` clears them; `?latency=ms` sets the answer delay (default 150 ms).
 */
export async function startBrowserMock() {
  const search = new URLSearchParams(location.search)
  if (search.has('scenario')) {
    sessionStorage.setItem(SCENARIO_KEY, search.get('scenario') ?? '')
    sessionStorage.removeItem(STATE_KEY)
  }
  if (search.has('latency')) sessionStorage.setItem('mock-platform-latency', search.get('latency') ?? '')
  const latency = Number(sessionStorage.getItem('mock-platform-latency') ?? import.meta.env.VITE_MOCK_LATENCY ?? DEFAULT_LATENCY_MS)
  configureMock({
    platform: getConfig().platform,
    latency: Number.isFinite(latency) ? latency : DEFAULT_LATENCY_MS,
    scenarios: parseScenarios(sessionStorage.getItem(SCENARIO_KEY)),
  })
  resetMockState()
  let saved: Record<string, unknown> = {}
  try {
    saved = JSON.parse(sessionStorage.getItem(STATE_KEY) ?? '{}') as Record<string, unknown>
  } catch {
    saved = {}
  }
  restoreMockState(saved, (snapshot) => sessionStorage.setItem(STATE_KEY, JSON.stringify(snapshot)))

  const worker = setupWorker(...handlers)
  await worker.start({
    serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker.js` },
    onUnhandledRequest: 'bypass',
    quiet: true,
  })
}
