import { useEffect } from 'react'

/**
 * The width a panel docked at the right edge of the window takes (the AI assistant), as a CSS custom
 * property on <html>: what sits at the bottom right (toasts, the cookie consent) moves left of it, so
 * nothing covers the panel's message box and send button.
 */
export const SIDE_PANEL_INSET_VAR = '--dashboard-side-panel-inset'

/** A `right` offset that keeps `gapPx` clear of the docked panel, or of the window edge without one. */
export const rightOfSidePanel = (gapPx: number) => `calc(${gapPx}px + var(${SIDE_PANEL_INSET_VAR}, 0px))`

/** Publishes the docked panel's width while mounted; null when it is not docked (e.g. full screen). */
export function useSidePanelInset(widthPx: number | null) {
  useEffect(() => {
    if (widthPx === null) return
    const style = document.documentElement.style
    style.setProperty(SIDE_PANEL_INSET_VAR, `${widthPx}px`)
    return () => {
      style.removeProperty(SIDE_PANEL_INSET_VAR)
    }
  }, [widthPx])
}
