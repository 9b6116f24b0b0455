const compact = new Intl.NumberFormat('en', { notation: 'compact', maximumFractionDigits: 1 })
const whole = new Intl.NumberFormat('en')

/** A live row estimate, short: 950, 12K, 1.2M. */
export const formatRowEstimate = (rows: number) => compact.format(Math.max(0, Math.round(rows)))

export const formatCount = (rows: number) => whole.format(Math.max(0, Math.round(rows)))
