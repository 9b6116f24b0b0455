import { z } from 'zod/mini'
import { create } from 'zustand'

export const THEME_STORAGE_KEY = 'dashboard-theme'
export const themeSchema = z.enum(['dark', 'light', 'classic-dark', 'system'])
export type ThemePreference = z.infer<typeof themeSchema>
export const THEME_OPTIONS: { value: ThemePreference; label: string }[] = [
  { value: 'dark', label: 'Dark' },
  { value: 'classic-dark', label: 'Classic dark' },
  { value: 'light', label: 'Light' },
  { value: 'system', label: 'System' },
]

function readStoredTheme(): ThemePreference {
  try {
    return z.catch(themeSchema, 'system').parse(localStorage.getItem(THEME_STORAGE_KEY) ?? 'system')
  } catch {
    return 'system'
  }
}

interface ThemeState {
  theme: ThemePreference
  setTheme: (theme: ThemePreference) => void
}

/** The chosen theme (SPEC §1: dark, light, classic-dark, system default), kept in localStorage. */
export const useThemeStore = create<ThemeState>()((set) => ({
  theme: readStoredTheme(),
  setTheme: (theme) => {
    localStorage.setItem(THEME_STORAGE_KEY, theme)
    set({ theme })
  },
}))
