import { z } from 'zod/mini'
import { REFRESH_INTERVALS, TIME_RANGES } from './samples'

const ranges = TIME_RANGES.map((range) => range.value)
const intervals = REFRESH_INTERVALS.map((interval) => interval.value)

/** `?range=` (the over-time charts' window) and `?refresh=` (auto-refresh interval); bad values fall back. */
export const databaseReportSearchSchema = z.object({
  range: z.catch(z.optional(z.enum(ranges as [(typeof ranges)[number], ...(typeof ranges)[number][]])), undefined),
  refresh: z.catch(
    z.optional(z.enum(intervals as [(typeof intervals)[number], ...(typeof intervals)[number][]])),
    undefined,
  ),
})
