/** A time chart's height unless told otherwise, and a bar chart's least. */
export const CHART_HEIGHT = 180
const ROW_HEIGHT = 28

/** A bar chart's height: a row per item, the value axis below. */
export const categoryHeight = (items: number) => Math.max(CHART_HEIGHT, items * ROW_HEIGHT + 40)

/** The most a bar is thick, in px. */
export const MAX_BAR = ROW_HEIGHT
