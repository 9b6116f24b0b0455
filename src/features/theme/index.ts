// What other features may use of theme (besides its api/ files). Import it as '@/features/theme'.
export { THEME_OPTIONS, themeSchema, useThemeStore } from './theme-store'
