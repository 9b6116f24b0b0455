import type { MantineColor } from '@mantine/core'

/** One series of a chart: its key in the rows, its name for people, its theme colour ('teal.6'). */
export interface ChartSeries {
  name: string
  label: string
  color: MantineColor
}

/** 'teal.6' → the theme's CSS variable (for the legend and tooltip swatches in HTML). */
export function themeColor(color: MantineColor): string {
  const [name, shade = '6'] = color.split('.')
  return `var(--mantine-color-${name}-${shade})`
}

/** A canvas cannot read CSS variables: the theme's colours and font as the element inherits them now. */
export function canvasTheme(element: HTMLElement) {
  const style = getComputedStyle(element)
  const variable = (name: string, fallback: string) => style.getPropertyValue(name).trim() || fallback
  return {
    color: (color: MantineColor) => {
      const [name, shade = '6'] = color.split('.')
      return variable(`--mantine-color-${name}-${shade}`, '#228be6')
    },
    text: variable('--mantine-color-dimmed', '#868e96'),
    grid: variable('--mantine-color-default-border', '#dee2e6'),
    body: variable('--mantine-color-body', '#fff'),
    font: `12px ${style.fontFamily || 'sans-serif'}`,
  }
}
export type CanvasTheme = ReturnType<typeof canvasTheme>

/** A colour with an alpha (fills under lines): '#228be6' → '#228be633'. */
export function withAlpha(color: string, alpha: number): string {
  const hex = /^#([0-9a-f]{6})$/i.exec(color)
  return hex ? `#${hex[1]}${Math.round(alpha * 255).toString(16).padStart(2, '0')}` : color
}

let drawable: boolean | undefined
/** Whether this browser draws on a canvas (jsdom does not: the charts keep their text parts only there). */
export function canDraw(): boolean {
  if (drawable === undefined) {
    try {
      drawable = navigator.userAgent.includes('jsdom') ? false : Boolean(document.createElement('canvas').getContext('2d'))
    } catch {
      drawable = false
    }
  }
  return drawable
}
