import { useComputedColorScheme } from '@mantine/core'
import { useLayoutEffect, useRef, useState, type KeyboardEvent, type RefObject } from 'react'
import uPlot from 'uplot'
import 'uplot/dist/uPlot.min.css'
import { canDraw, canvasTheme, type CanvasTheme } from './theme'

export interface PlotSetup {
  /** uPlot's options for the chart's width in the theme's colours (width and height are added). */
  options: (width: number, theme: CanvasTheme) => Omit<uPlot.Options, 'width' | 'height'>
  data: uPlot.AlignedData
  /** How many points the arrow keys step through (points with no value are skipped by the caller's model). */
  points: number
  /** Where the cursor goes for the point at `index` (the keyboard's point). */
  cursorAt: (plot: uPlot, index: number) => { left: number; top: number }
}

/**
 * The chart's width: read once as it mounts (all charts of a render read in the same layout, then draw in
 * one more render before the paint), then followed with a ResizeObserver. The element is the chart's own
 * surface, rendered with it and kept as long as it is mounted.
 */
function useWidth(element: RefObject<HTMLElement | null>) {
  const [width, setWidth] = useState(0)
  useLayoutEffect(() => {
    const surface = element.current
    if (!surface) return
    setWidth(Math.floor(surface.clientWidth))
    if (typeof ResizeObserver === 'undefined') return
    const observer = new ResizeObserver(([entry]) => entry && setWidth(Math.floor(entry.contentRect.width)))
    observer.observe(surface)
    return () => observer.disconnect()
  }, [element])
  return width
}

/**
 * One uPlot canvas in `element`, drawn again when the setup, the width or the colour scheme changes. Answers
 * the point under the pointer (or chosen with the arrow keys, Home and End once the chart has focus).
 */
export function usePlot(setup: PlotSetup, height: number) {
  const surface = useRef<HTMLDivElement>(null)
  const width = useWidth(surface)
  const scheme = useComputedColorScheme('light')
  const plotRef = useRef<uPlot | null>(null)
  const [active, setActive] = useState<number>()

  useLayoutEffect(() => {
    const element = surface.current
    if (!element || width <= 0 || !canDraw()) return
    const options = setup.options(width, canvasTheme(element))
    const setCursor = (plot: uPlot) => setActive(plot.cursor.idx ?? undefined)
    const plot = new uPlot(
      { ...options, width, height, hooks: { ...options.hooks, setCursor: [...(options.hooks?.setCursor ?? []), setCursor] } },
      setup.data,
      element,
    )
    plotRef.current = plot
    return () => {
      plot.destroy()
      plotRef.current = null
    }
  }, [width, height, scheme, setup])

  const show = (index: number | undefined) => {
    const plot = plotRef.current
    if (plot) plot.setCursor(index === undefined ? { left: -10, top: -10 } : setup.cursorAt(plot, index))
    // Without a canvas (a browser that cannot draw) the values still show.
    else setActive(index)
  }
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const last = setup.points - 1
    if (last < 0) return
    const next =
      event.key === 'ArrowRight' || event.key === 'ArrowDown'
        ? Math.min(last, (active ?? -1) + 1)
        : event.key === 'ArrowLeft' || event.key === 'ArrowUp'
          ? Math.max(0, (active ?? last + 1) - 1)
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : undefined
    if (next === undefined) return
    event.preventDefault()
    show(next)
  }
  return {
    plotRef: surface,
    plot: plotRef,
    width,
    active: active !== undefined && active < setup.points ? active : undefined,
    onKeyDown,
    onBlur: () => show(undefined),
  }
}
