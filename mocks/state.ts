/**
 * The mock platform's memory. Each domain keeps its own slice via defineState; reset() puts every
 * slice back to its fixtures. In the browser every slice is saved where the mock's setup says
 * (IndexedDB: see mocks/persisted-state.ts) each time it changes; Node keeps them in the process.
 */
type Slice = { initial: () => unknown; value: unknown }
const slices = new Map<string, Slice>()
/** Saves one slice (its name and value), or every slice after a reset. */
export type SaveSlice = (name: string, value: unknown) => void
let persist: SaveSlice | undefined

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
      persist?.(name, value)
    },
    /** Call after mutating the value in place. */
    commit: () => persist?.(name, slice.value),
  }
}

/** Every slice back to its fixtures (except the ones named in `keep`), saved as such. */
export function resetMockState({ keep = [] }: { keep?: readonly string[] } = {}) {
  for (const [name, slice] of slices) {
    if (keep.includes(name)) continue
    slice.value = slice.initial()
    persist?.(name, slice.value)
  }
}

/** Puts the saved slices back (names no slice has any more are left out) and saves every change from now on. */
export function restoreMockState(saved: ReadonlyMap<string, unknown>, save: SaveSlice) {
  for (const [name, value] of saved) {
    const slice = slices.get(name)
    if (slice) slice.value = value
  }
  persist = save
}
