import { Box, Paper } from '@mantine/core'
import { useMediaQuery } from '@mantine/hooks'
import { useState, type KeyboardEvent, type PointerEvent, type ReactNode } from 'react'
import { z } from 'zod/mini'
import { useSidePanelInset } from '@/lib/layout/side-panel-inset'
import { MOBILE_BREAKPOINT_PX } from '@/lib/ui-constants'

/** SPEC §1: below the mobile breakpoint the panel takes the whole screen. */
export const PANEL_WIDTH_KEY = 'dashboard-assistant-panel-width'
export const PANEL_WIDTH = { min: 320, default: 420, max: 960 } as const
const KEYBOARD_STEP_PX = 24

const clampWidth = (width: number) =>
  Math.round(Math.min(Math.max(width, PANEL_WIDTH.min), Math.min(PANEL_WIDTH.max, window.innerWidth - 120)))

function readWidth() {
  const parsed = z.coerce.number().check(z.int(), z.positive()).safeParse(localStorage.getItem(PANEL_WIDTH_KEY))
  return parsed.success ? clampWidth(parsed.data) : PANEL_WIDTH.default
}

/** The panel's frame: docked right under the header, resizable by its left edge (mouse or arrow keys), remembered. */
export function PanelFrame({ children }: { children: ReactNode }) {
  const mobile = useMediaQuery(`(max-width: ${MOBILE_BREAKPOINT_PX}px)`)
  const [width, setWidth] = useState(readWidth)
  // Toasts and the cookie consent move left of the docked panel (full screen: the panel is above them).
  useSidePanelInset(mobile ? null : width)
  const resize = (next: number) => {
    const clamped = clampWidth(next)
    setWidth(clamped)
    localStorage.setItem(PANEL_WIDTH_KEY, String(clamped))
  }
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    event.currentTarget.setPointerCapture(event.pointerId)
  }
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (event.currentTarget.hasPointerCapture(event.pointerId)) resize(window.innerWidth - event.clientX)
  }
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'ArrowLeft') resize(width + KEYBOARD_STEP_PX)
    else if (event.key === 'ArrowRight') resize(width - KEYBOARD_STEP_PX)
    else return
    event.preventDefault()
  }
  return (
    <Paper
      component="aside"
      aria-label="AI assistant"
      data-mobile={mobile || undefined}
      shadow="lg"
      radius={0}
      withBorder
      pos="fixed"
      top={mobile ? 0 : 'var(--app-shell-header-height, 56px)'}
      right={0}
      bottom={0}
      w={mobile ? '100%' : width}
      style={{ zIndex: mobile ? 190 : 150, display: 'flex', flexDirection: 'column' }}
    >
      {mobile ? null : (
        <Box
          role="separator"
          aria-orientation="vertical"
          aria-label="Resize AI assistant"
          aria-valuenow={width}
          aria-valuemin={PANEL_WIDTH.min}
          aria-valuemax={PANEL_WIDTH.max}
          tabIndex={0}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onKeyDown={onKeyDown}
          pos="absolute"
          top={0}
          bottom={0}
          left={-3}
          w={6}
          style={{ cursor: 'col-resize', zIndex: 1, touchAction: 'none' }}
        />
      )}
      {children}
    </Paper>
  )
}
