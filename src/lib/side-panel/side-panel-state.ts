import { useCallback, useMemo, useRef, useState } from 'react'

/** SPEC §3 side-panel view state: initiated (opened at least once), open, size. */
export interface SidePanelState {
  initiated: boolean
  open: boolean
  size: number
}

export const SIDE_PANEL_MIN_SIZE = 320
export const SIDE_PANEL_MAX_SIZE = 960
export const SIDE_PANEL_DEFAULT_SIZE = 480
/** A horizontal swipe towards the panel's edge longer than this closes it on touch screens. */
export const SIDE_PANEL_SWIPE_CLOSE_PX = 80

export const initialSidePanelState = (open = false, size = SIDE_PANEL_DEFAULT_SIZE): SidePanelState => ({
  initiated: open,
  open,
  size: clampSize(size),
})

export function clampSize(size: number) {
  return Math.min(SIDE_PANEL_MAX_SIZE, Math.max(SIDE_PANEL_MIN_SIZE, Math.round(size)))
}

export function setOpen(state: SidePanelState, open: boolean): SidePanelState {
  return { ...state, open, initiated: state.initiated || open }
}

export const toggle = (state: SidePanelState) => setOpen(state, !state.open)

export const resize = (state: SidePanelState, size: number): SidePanelState => ({ ...state, size: clampSize(size) })

/**
 * View state of a side panel that opens from the right edge: open / close / toggle, a clamped
 * size, and touch handlers that close it on a swipe to the right.
 */
export function useSidePanel(options: { defaultOpen?: boolean; defaultSize?: number } = {}) {
  const [state, setState] = useState(() => initialSidePanelState(options.defaultOpen, options.defaultSize))
  const touchStartX = useRef<number | null>(null)

  const open = useCallback(() => setState((s) => setOpen(s, true)), [])
  const close = useCallback(() => setState((s) => setOpen(s, false)), [])
  const toggleOpen = useCallback(() => setState(toggle), [])
  const setSize = useCallback((size: number) => setState((s) => resize(s, size)), [])

  const touchHandlers = useMemo(
    () => ({
      onTouchStart: (event: React.TouchEvent) => {
        touchStartX.current = event.touches[0]?.clientX ?? null
      },
      onTouchEnd: (event: React.TouchEvent) => {
        const start = touchStartX.current
        const end = event.changedTouches[0]?.clientX
        touchStartX.current = null
        if (start !== null && end !== undefined && end - start > SIDE_PANEL_SWIPE_CLOSE_PX) close()
      },
    }),
    [close],
  )

  const setOpenState = useCallback((value: boolean) => (value ? open() : close()), [open, close])
  return { ...state, setOpen: setOpenState, show: open, close, toggle: toggleOpen, setSize, touchHandlers }
}
