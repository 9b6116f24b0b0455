import { act, fireEvent, render, renderHook, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import {
  clampSize,
  initialSidePanelState,
  resize,
  setOpen,
  SIDE_PANEL_MAX_SIZE,
  SIDE_PANEL_MIN_SIZE,
  toggle,
  useSidePanel,
} from './side-panel-state'

describe('side-panel view state', () => {
  it('starts closed and not initiated', () => {
    expect(initialSidePanelState()).toEqual({ initiated: false, open: false, size: 480 })
  })
  it('toggles open and closed and stays initiated once opened', () => {
    const opened = toggle(initialSidePanelState())
    expect(opened).toMatchObject({ open: true, initiated: true })
    const closed = toggle(opened)
    expect(closed).toMatchObject({ open: false, initiated: true })
    expect(setOpen(closed, true).open).toBe(true)
  })
  it('keeps the size within bounds', () => {
    expect(clampSize(10)).toBe(SIDE_PANEL_MIN_SIZE)
    expect(clampSize(5000)).toBe(SIDE_PANEL_MAX_SIZE)
    expect(resize(initialSidePanelState(), 600.4).size).toBe(600)
  })
  it('the hook opens, toggles and resizes', () => {
    const { result } = renderHook(() => useSidePanel())
    act(() => result.current.toggle())
    expect(result.current.open).toBe(true)
    act(() => result.current.setSize(700))
    expect(result.current.size).toBe(700)
    act(() => result.current.close())
    expect(result.current).toMatchObject({ open: false, initiated: true })
  })
  it('a swipe to the right closes the panel', () => {
    function Panel() {
      const panel = useSidePanel({ defaultOpen: true })
      return (
        <div data-testid="panel" {...panel.touchHandlers}>
          {panel.open ? 'open' : 'closed'}
        </div>
      )
    }
    render(<Panel />)
    const panel = screen.getByTestId('panel')
    fireEvent.touchStart(panel, { touches: [{ clientX: 100 }] })
    fireEvent.touchEnd(panel, { changedTouches: [{ clientX: 130 }] })
    expect(panel).toHaveTextContent('open')
    fireEvent.touchStart(panel, { touches: [{ clientX: 100 }] })
    fireEvent.touchEnd(panel, { changedTouches: [{ clientX: 200 }] })
    expect(panel).toHaveTextContent('closed')
  })
})
