import { describe, expect, it } from 'vitest'
import { READABLE_ZOOM, showsColumns } from './level-of-detail'

const screen = { width: 1000, height: 800 }
const node = { x: 100, y: 100, width: 260, height: 200 }

describe('schema visualizer level of detail', () => {
  it('shows the column rows of a table on screen at a readable zoom', () => {
    expect(showsColumns([0, 0, 1], screen, node)).toBe(true)
    expect(showsColumns([0, 0, READABLE_ZOOM], screen, node)).toBe(true)
  })

  it('draws every table compact when zoomed out below the readable zoom', () => {
    expect(showsColumns([0, 0, READABLE_ZOOM - 0.01], screen, node)).toBe(false)
    expect(showsColumns([0, 0, 0.05], screen, node)).toBe(false)
  })

  it('draws tables within half a screen of the viewport with rows and farther ones compact', () => {
    // Panned so that the node sits just right of the screen, then far right of it.
    expect(showsColumns([1300, 0, 1], screen, node)).toBe(true)
    expect(showsColumns([1600, 0, 1], screen, node)).toBe(false)
    expect(showsColumns([0, -650, 1], screen, node)).toBe(true)
    expect(showsColumns([0, -1000, 1], screen, node)).toBe(false)
  })

  it('shows no rows before the diagram knows its size', () => {
    expect(showsColumns([0, 0, 1], { width: 0, height: 0 }, node)).toBe(false)
  })
})
