import { DEFAULT_THEME, mergeMantineTheme } from '@mantine/core'
import { describe, expect, it } from 'vitest'
import { accessibleColorsResolver, contrastRatio, MIN_TEXT_CONTRAST } from '@/features/theme/accessible-colors'
import { themes } from './theme'

describe.each(Object.entries(themes))('the %s theme reads at 4.5:1 (WCAG 1.4.3)', (_name, override) => {
  const theme = mergeMantineTheme(DEFAULT_THEME, override)
  const { light, dark } = accessibleColorsResolver(theme)
  const darkSurfaces = [theme.colors.dark[7], theme.colors.dark[6], theme.colors.dark[5]]
  const lightSurfaces = ['#ffffff', '#f8f9fa', '#f1f3f5']
  const colors = Object.keys(theme.colors).filter((name) => name !== 'dark')
  const atLeast = (a: string, b: string) =>
    expect(contrastRatio(a, b), `${a} on ${b}`).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST)

  it('white text on every filled colour (buttons, filled badges), hovered too', () => {
    for (const name of colors) {
      for (const scheme of [light, dark]) {
        atLeast('#ffffff', scheme[`--mantine-color-${name}-filled`]!)
        atLeast('#ffffff', scheme[`--mantine-color-${name}-filled-hover`]!)
      }
    }
  })

  it('links, coloured text and dimmed text on every surface', () => {
    for (const surface of lightSurfaces) {
      atLeast(light['--mantine-color-anchor']!, surface)
      atLeast(light['--mantine-color-dimmed']!, surface)
      for (const name of colors) atLeast(light[`--mantine-color-${name}-text`]!, surface)
    }
    for (const surface of darkSurfaces) {
      atLeast(dark['--mantine-color-anchor']!, surface)
      atLeast(dark['--mantine-color-dimmed']!, surface)
      for (const name of colors) atLeast(dark[`--mantine-color-${name}-text`]!, surface)
    }
  })

  it('light badges and alerts: their text on their tint', () => {
    for (const name of colors) atLeast(light[`--mantine-color-${name}-light-color`]!, theme.colors[name]![1])
  })

  it('the primary filled button is the brand green, dark enough for white text', () => {
    expect(light['--mantine-color-brand-filled']).toBe('#0b7a4e')
    expect(dark['--mantine-color-brand-filled']).toBe('#0b7a4e')
  })
})
