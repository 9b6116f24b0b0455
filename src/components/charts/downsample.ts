/**
 * A chart needs no more points than it has pixels across: at most `max` points, kept by bucket of their
 * position on the X axis (time, a number, or the row's index) with each bucket's lowest and highest value
 * (so a peak or a dip stays visible), in their order. `position` must not decrease along `rows`.
 */
export function downsample<T>(
  rows: readonly T[],
  max: number,
  value: (row: T) => number,
  position: (row: T, index: number) => number,
): T[] {
  if (rows.length <= max) return [...rows]
  const first = position(rows[0]!, 0)
  const span = Math.max(1, position(rows.at(-1)!, rows.length - 1) - first)
  const buckets = Math.max(1, Math.floor(max / 2))
  const kept: T[] = []
  let bucket = -1
  let low: T | undefined
  let high: T | undefined
  let lowAt = 0
  let highAt = 0
  const flush = () => {
    if (!low || !high) return
    if (low === high) kept.push(low)
    else kept.push(...(lowAt < highAt ? [low, high] : [high, low]))
  }
  rows.forEach((row, i) => {
    const index = Math.min(buckets - 1, Math.floor(((position(row, i) - first) / span) * buckets))
    if (index !== bucket) {
      flush()
      bucket = index
      low = high = row
      lowAt = highAt = i
      return
    }
    if (value(row) < value(low!)) [low, lowAt] = [row, i]
    if (value(row) >= value(high!)) [high, highAt] = [row, i]
  })
  flush()
  return kept
}
