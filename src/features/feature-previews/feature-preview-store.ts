import { z } from 'zod/mini'
import { create } from 'zustand'
import { FEATURE_PREVIEWS } from './previews'

// CONTRACT §3: each flag lives in localStorage under the preview's key as 'true' / 'false'.
const storedFlag = z.catch(z.enum(['true', 'false']), 'false')

export function readFlag(key: string): boolean {
  try {
    return storedFlag.parse(localStorage.getItem(key) ?? 'false') === 'true'
  } catch {
    return false
  }
}

function readAllFlags(): Record<string, boolean> {
  return Object.fromEntries(FEATURE_PREVIEWS.map((preview) => [preview.key, readFlag(preview.key)]))
}

interface FeaturePreviewState {
  flags: Record<string, boolean>
  setEnabled: (key: string, enabled: boolean) => void
  /** Re-reads localStorage (another tab, or a test that changed it). */
  reload: () => void
}

/** The enabled previews, defaulting to off (SPEC §3). */
export const useFeaturePreviewStore = create<FeaturePreviewState>()((set) => ({
  flags: readAllFlags(),
  setEnabled: (key, enabled) => {
    localStorage.setItem(key, String(enabled))
    set((state) => ({ flags: { ...state.flags, [key]: enabled } }))
  },
  reload: () => set({ flags: readAllFlags() }),
}))

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === null || FEATURE_PREVIEWS.some((preview) => preview.key === event.key)) {
      useFeaturePreviewStore.getState().reload()
    }
  })
}
