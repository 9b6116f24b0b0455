/** A value axis: its ends and the ticks drawn on it. */
export interface ValueAxis {
  min: number
  max: number
  ticks: number[]
}

export type ValueDomain = [number | 'auto', number | 'auto']

/** 1, 2 or 5 times a power of ten, the nearest above `raw`; whole numbers (1 at least) on a count axis. */
function niceStep(raw: number, integer: boolean) {
  const power = 10 ** Math.floor(Math.log10(raw))
  const fraction = raw / power
  const step = (fraction <= 1 ? 1 : fraction <= 2 ? 2 : fraction <= 5 ? 5 : 10) * power
  return integer ? Math.max(1, Math.round(step)) : step
}

/**
 * The value axis for `values`: 'auto' ends are taken from the values and rounded out to a tick, numbers are
 * kept as given; about `count` ticks at round steps, whole numbers only when `integer` (counts step 0, 1, 2,
 * never 0.5). No values still gets an axis (0 to 1), so that an empty chart keeps its frame.
 */
export function valueAxis(values: readonly number[], [low, high]: ValueDomain, count = 4, integer = false): ValueAxis {
  const finite = values.filter(Number.isFinite)
  let min = typeof low === 'number' ? low : finite.length ? Math.min(...finite) : 0
  let max = typeof high === 'number' ? high : finite.length ? Math.max(...finite) : min + 1
  if (min >= max) {
    // One value: a band around it, so that it is drawn inside the chart.
    const pad = integer ? 1 : Math.abs(min) * 0.1 || 1
    if (typeof low !== 'number') min -= pad
    if (typeof high !== 'number' || min >= max) max = min + 2 * pad
  }
  const step = niceStep((max - min) / count, integer)
  const decimals = Math.max(0, -Math.floor(Math.log10(step)) + 1)
  const round = (value: number) => Number(value.toFixed(decimals))
  if (low === 'auto') min = round(Math.floor(min / step) * step)
  if (high === 'auto') max = round(Math.ceil(max / step) * step)
  const ticks: number[] = []
  const first = Math.ceil(min / step) * step
  for (let i = 0, tick = first; tick <= max + step * 1e-9 && i <= 4 * count; i++, tick = first + i * step)
    ticks.push(round(tick))
  return { min, max, ticks }
}

/** Tick labels, leaving out (as '') a label that would repeat the one before it (100.0 % twice). */
export function tickLabels(ticks: readonly number[], format: (value: number) => string): string[] {
  let previous: string | undefined
  return ticks.map((tick) => {
    const label = format(tick)
    if (label === previous) return ''
    previous = label
    return label
  })
}
