/**
 * The mock platform's memory. Each domain keeps its own slice via defineState; reset() puts every
 * slice back to its fixtures. The browser worker persists slices in sessionStorage so a reload keeps
 * what the developer created; Node keeps them in the process.
 */
type Slice = { initial: () => unknown; value: unknown }
const slices = new Map<string, Slice>()
let persist: ((snapshot: Record<string, unknown>) => void) | undefined

export interface MockSettings {
  /** SPEC §1: hosted platform (true) or self-hosted (false). */
  platform: boolean
  /** Added to every answer, in ms. */
  latency: number
  /** Active scenarios, e.g. restricted, overdue-invoices (see mocks/scenarios.ts). */
  scenarios: Set<string>
}

export const settings: MockSettings = { platform: true, latency: 0, scenarios: new Set() }

export function configureMock(next: Partial<Omit<MockSettings, 'scenarios'>> & { scenarios?: Iterable<string> }) {
  if (next.platform !== undefined) settings.platform = next.platform
  if (next.latency !== undefined) settings.latency = next.latency
  if (next.scenarios !== undefined) settings.scenarios = new Set(next.scenarios)
}

export const hasScenario = (name: string) => settings.scenarios.has(name)

export function defineState<T>(name: string, initial: () => T) {
  const slice: Slice = { initial, value: initial() }
  slices.set(name, slice)
  return {
    get: () => slice.value as T,
    set: (value: T) => {
      slice.value = value
      persist?.(snapshot())
    },
    /** Call after mutating the value in place. */
    commit: () => persist?.(snapshot()),
  }
}

function snapshot() {
  return Object.fromEntries([...slices].map(([name, slice]) => [name, slice.value]))
}

export function resetMockState() {
  for (const slice of slices.values()) slice.value = slice.initial()
  persist?.(snapshot())
}

export function restoreMockState(saved: Record<string, unknown>, save: typeof persist) {
  for (const [name, value] of Object.entries(saved)) {
    const slice = slices.get(name)
    if (slice) slice.value = value
  }
  persist = save
}
