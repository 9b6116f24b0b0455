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
  return downsampleIndexes(rows.length, max, (i) => value(rows[i]!), (i) => position(rows[i]!, i)).map((i) => rows[i]!)
}

/** `downsample` of the points 0 to `count - 1`: the indexes of those kept (no array of points needed). */
export function downsampleIndexes(count: number, max: number, value: (index: number) => number, position: (index: number) => number): number[] {
  if (count <= max) return Array.from({ length: count }, (_, i) => i)
  const first = position(0)
  const span = Math.max(1, position(count - 1) - first)
  const buckets = Math.max(1, Math.floor(max / 2))
  const kept: number[] = []
  let bucket = -1
  let low = 0
  let high = 0
  const flush = () => {
    if (bucket < 0) return
    if (low === high) kept.push(low)
    else if (low < high) kept.push(low, high)
    else kept.push(high, low)
  }
  for (let i = 0; i < count; i++) {
    const index = Math.min(buckets - 1, Math.floor(((position(i) - first) / span) * buckets))
    if (index !== bucket) {
      flush()
      bucket = index
      low = high = i
      continue
    }
    const v = value(i)
    if (v < value(low)) low = i
    if (v >= value(high)) high = i
  }
  flush()
  return kept
}
