import { createTheme, type MantineColorsTuple, type MantineThemeOverride } from '@mantine/core'
import type { ThemePreference } from '@/features/theme/theme-store'
import { SCROLL_HIDE_DELAY_MS, TOOLTIP_OPEN_DELAY_MS } from '@/lib/safe/timing'
import { MOBILE_BREAKPOINT_PX } from '@/lib/ui-constants'

// Shades 7 to 9 are dark enough for white text and for links on white (5.4:1 and more); 6 is the
// brand's signature green, kept for accents. Every other pair is checked by the colours resolver.
const brand: MantineColorsTuple = [
  '#e6fcf3', '#d3f4e6', '#a8e8cc', '#7adbb0', '#54d099', '#3cc98b', '#2dc683', '#0b7a4e', '#0a6e47', '#065f3d',
]
// classic-dark: the older, bluer dark palette.
const classicDark: MantineColorsTuple = [
  '#c9d1d9', '#b1bac4', '#8b949e', '#6e7681', '#484f58', '#30363d', '#21262d', '#161b22', '#0d1117', '#010409',
]


const base: MantineThemeOverride = {
  primaryColor: 'brand',
  primaryShade: { light: 7, dark: 7 },
  colors: { brand },
  defaultRadius: 'md',
  fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  fontFamilyMonospace: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  breakpoints: { xs: '30em', sm: `${(MOBILE_BREAKPOINT_PX + 1) / 16}em`, md: '62em', lg: '75em', xl: '88em' },
  components: {
    Tooltip: { defaultProps: { openDelay: TOOLTIP_OPEN_DELAY_MS, withArrow: true } },
    ScrollArea: { defaultProps: { scrollHideDelay: SCROLL_HIDE_DELAY_MS } },
  },
}

export const themes = {
  default: createTheme(base),
  'classic-dark': createTheme({ ...base, colors: { brand, dark: classicDark } }),
}

/** Maps the user's preference to Mantine's colour scheme and theme. */
export function resolveTheme(preference: ThemePreference) {
  return {
    theme: preference === 'classic-dark' ? themes['classic-dark'] : themes.default,
    forceColorScheme: preference === 'system' ? undefined : preference === 'light' ? ('light' as const) : ('dark' as const),
  }
}
