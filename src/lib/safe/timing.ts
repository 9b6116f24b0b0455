// SPEC §9 interaction timings shared by every tooltip and scroll area.

/** A tooltip opens after the pointer rests this long. */
export const TOOLTIP_OPEN_DELAY_MS = 700
/** Moving to another tooltip within this window opens it at once (no second delay). */
export const TOOLTIP_SKIP_DELAY_MS = 300
/** Scrollbars hide this long after scrolling stops. */
export const SCROLL_HIDE_DELAY_MS = 600
/** A list counts as scrolled to its end within this many pixels. */
export const SCROLL_END_TOLERANCE_PX = 10

type Scrollable = Pick<HTMLElement, 'scrollTop' | 'scrollHeight' | 'clientHeight'>

/** True when the element is scrolled to (or within the tolerance of) its bottom. */
export function isScrolledToEnd(element: Scrollable, tolerance = SCROLL_END_TOLERANCE_PX) {
  return element.scrollHeight - element.scrollTop - element.clientHeight <= tolerance
}
