import { darken, lighten, luminance, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core'

/** WCAG 2.1 AA for normal text (1.4.3). */
export const MIN_TEXT_CONTRAST = 4.5

export function contrastRatio(a: string, b: string) {
  const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number]
  return (high + 0.05) / (low + 0.05)
}

/** `color`, darkened (or lightened) in small steps until it reads on `background`. */
function readableOn(color: string, background: string, direction: 'darken' | 'lighten') {
  let candidate = color
  for (let step = 1; contrastRatio(candidate, background) < MIN_TEXT_CONTRAST && step <= 20; step += 1) {
    candidate = direction === 'darken' ? darken(color, step * 0.05) : lighten(color, step * 0.05)
  }
  return candidate
}

/** The first shade from `from` on (darker) that white text reads on; the darkest, darkened further, otherwise. */
function fillForWhiteText(shades: MantineColorsTuple, from: number) {
  const index = shades.findIndex((shade, i) => i >= from && contrastRatio(shade, '#ffffff') >= MIN_TEXT_CONTRAST)
  return index === -1 ? readableOn(shades[9], '#ffffff', 'darken') : shades[index]!
}

/** The surfaces text sits on: the page, and the raised surfaces (cards, paper, inputs) of each scheme. */
const LIGHT_SURFACES = ['#ffffff', '#f8f9fa', '#f1f3f5']

/**
 * Mantine derives every colour's text, filled and light variants from fixed shades (white text on
 * shade 6, light badges in shade 9 on shade 1, dark-theme text in shade 4, dimmed text in gray 6 /
 * dark 2), and several of those pairs fall below 4.5:1. This resolver keeps Mantine's palette and
 * picks, per colour, the nearest shade that reaches 4.5:1 on the surface it is shown on, so every
 * component (buttons, links, badges, alerts, dimmed text) is readable in both schemes.
 */
export const accessibleColorsResolver: CSSVariablesResolver = (theme) => {
  const light: Record<string, string> = {}
  const dark: Record<string, string> = {}
  const darkest = (colors: readonly string[]) => colors.reduce((a, b) => (luminance(a) < luminance(b) ? a : b))
  const lightest = (colors: readonly string[]) => colors.reduce((a, b) => (luminance(a) > luminance(b) ? a : b))
  const lightPage = darkest(LIGHT_SURFACES)
  // The dark schemes' surfaces: page (dark 7), paper (dark 6) and hover (dark 5).
  const darkPage = lightest([theme.colors.dark[7], theme.colors.dark[6], theme.colors.dark[5]])
  for (const [name, shades] of Object.entries(theme.colors)) {
    if (name === 'dark' || !shades) continue
    const lightShade = typeof theme.primaryShade === 'number' ? theme.primaryShade : theme.primaryShade.light
    const darkShade = typeof theme.primaryShade === 'number' ? theme.primaryShade : theme.primaryShade.dark
    const lightFill = fillForWhiteText(shades, lightShade)
    light[`--mantine-color-${name}-filled`] = lightFill
    light[`--mantine-color-${name}-filled-hover`] = darken(lightFill, 0.1)
    light[`--mantine-color-${name}-text`] = readableOn(lightFill, lightPage, 'darken')
    light[`--mantine-color-${name}-outline`] = readableOn(lightFill, lightPage, 'darken')
    light[`--mantine-color-${name}-light-color`] = readableOn(shades[9], shades[1], 'darken')
    const darkFill = fillForWhiteText(shades, darkShade)
    dark[`--mantine-color-${name}-filled`] = darkFill
    dark[`--mantine-color-${name}-filled-hover`] = darken(darkFill, 0.1)
    dark[`--mantine-color-${name}-text`] = readableOn(shades[4], darkPage, 'lighten')
  }
  const primaryText = light[`--mantine-color-${theme.primaryColor}-text`]!
  return {
    variables: {},
    light: {
      ...light,
      '--mantine-color-anchor': primaryText,
      '--mantine-color-dimmed': readableOn(theme.colors.gray[6], lightPage, 'darken'),
      '--mantine-color-error': readableOn(theme.colors.red[6], lightPage, 'darken'),
    },
    dark: {
      ...dark,
      '--mantine-color-anchor': dark[`--mantine-color-${theme.primaryColor}-text`]!,
      '--mantine-color-dimmed': readableOn(theme.colors.dark[2], darkPage, 'lighten'),
      '--mantine-color-error': readableOn(theme.colors.red[6], darkPage, 'lighten'),
    },
  }
}
