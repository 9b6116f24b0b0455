import { describe, expect, it } from 'vitest'
import {
  isScrolledToEnd,
  SCROLL_END_TOLERANCE_PX,
  SCROLL_HIDE_DELAY_MS,
  TOOLTIP_OPEN_DELAY_MS,
  TOOLTIP_SKIP_DELAY_MS,
} from './timing'

describe('interaction timings (SPEC §9)', () => {
  it('has the spec values', () => {
    expect(TOOLTIP_OPEN_DELAY_MS).toBe(700)
    expect(TOOLTIP_SKIP_DELAY_MS).toBe(300)
    expect(SCROLL_HIDE_DELAY_MS).toBe(600)
    expect(SCROLL_END_TOLERANCE_PX).toBe(10)
  })
  it('counts a list as at its end within 10 px', () => {
    expect(isScrolledToEnd({ scrollHeight: 1000, clientHeight: 400, scrollTop: 590 })).toBe(true)
    expect(isScrolledToEnd({ scrollHeight: 1000, clientHeight: 400, scrollTop: 600 })).toBe(true)
    expect(isScrolledToEnd({ scrollHeight: 1000, clientHeight: 400, scrollTop: 589 })).toBe(false)
  })
})
