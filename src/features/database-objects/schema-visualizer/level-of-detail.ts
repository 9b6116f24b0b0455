/**
 * Which tables the diagram draws with their column rows. A node's rows are most of the diagram's
 * elements (300 tables drew ~10,000 of them, 1.6 s of style, layout and paint on a slow machine), and
 * at the zoom that fits a big schema they are a few pixels high and unreadable anyway. So a table shows
 * its rows when they can be read (zoom at least READABLE_ZOOM) and it is on screen or within half a
 * screen of it (panning reveals drawn rows); otherwise a compact body of the same size. The exports
 * draw every row from the data, whatever the screen shows.
 */
export const READABLE_ZOOM = 0.5

/** xyflow's viewport: [x, y, zoom]. */
type Transform = readonly [number, number, number]
interface Rect {
  x: number
  y: number
  width: number
  height: number
}

export function showsColumns(transform: Transform, screen: { width: number; height: number }, node: Rect): boolean {
  const [tx, ty, zoom] = transform
  if (zoom < READABLE_ZOOM || screen.width <= 0 || screen.height <= 0) return false
  const left = node.x * zoom + tx
  const top = node.y * zoom + ty
  const marginX = screen.width / 2
  const marginY = screen.height / 2
  return (
    left + node.width * zoom >= -marginX &&
    left <= screen.width + marginX &&
    top + node.height * zoom >= -marginY &&
    top <= screen.height + marginY
  )
}
