import { http, passthrough } from 'msw'
import { setupWorker } from 'msw/browser'
import { getConfig } from '@/lib/config/config'
import { handlers } from './handlers'
import { realtimeSocketHandler } from './handlers/realtime'
import { parseScenarios } from './scenarios'
import { clearSlices, loadSlices, saveSlice } from './persisted-state'
import { configureMock, resetMockState, restoreMockState } from './state'

const SCENARIO_KEY = 'mock-platform-scenario'
const DEFAULT_LATENCY_MS = 150

/**
 * Starts the in-browser mocked platform with what it kept (IndexedDB: see persisted-state.ts).
 * `?scenario=restricted,clock-skew` switches scenarios (kept for the tab) and starts from the fixtures,
 * `?scenario=` clears them; `?latency=ms` sets the answer delay (default 150 ms).
 */
export async function startBrowserMock() {
  const search = new URLSearchParams(location.search)
  const newScenario = search.has('scenario')
  if (newScenario) sessionStorage.setItem(SCENARIO_KEY, search.get('scenario') ?? '')
  if (search.has('latency')) sessionStorage.setItem('mock-platform-latency', search.get('latency') ?? '')
  const latency = Number(sessionStorage.getItem('mock-platform-latency') ?? import.meta.env.VITE_MOCK_LATENCY ?? DEFAULT_LATENCY_MS)
  configureMock({
    platform: getConfig().platform,
    latency: Number.isFinite(latency) ? latency : DEFAULT_LATENCY_MS,
    scenarios: parseScenarios(sessionStorage.getItem(SCENARIO_KEY)),
  })
  resetMockState()
  if (newScenario) await clearSlices().catch(() => {})
  restoreMockState(newScenario ? new Map() : await loadSlices(), saveSlice)

  // MSW checks its registration for an update on each start without waiting for the answer: a reload in
  // the meantime rejects that check ("Failed to update a ServiceWorker ... Not found") with nobody to
  // catch it. The worker in place keeps serving; the next start checks again.
  window.addEventListener('unhandledrejection', (event) => {
    const reason: unknown = event.reason
    if (reason instanceof Error && reason.message.startsWith('Failed to update a ServiceWorker')) event.preventDefault()
  })
  // The app's own files (the dev server's modules, assets, the demo database's seed) go straight to the
  // network: the service worker sends every request through this page, and each one was matched against
  // every handler first (hundreds of module requests under the dev server as a lazy part loads).
  const ownFiles = http.all(appFilesPattern(location.origin, import.meta.env.BASE_URL), () => passthrough())
  const worker = setupWorker(ownFiles, ...handlers, realtimeSocketHandler)
  await worker.start({
    serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker.js` },
    onUnhandledRequest: 'bypass',
    quiet: true,
  })
}

/** Requests for the app's files: below its base URL, except the mocked `{base}api/` calls. */
export function appFilesPattern(origin: string, base: string) {
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  return new RegExp(`^${escape(origin)}${escape(base)}(?!api/)`)
}
