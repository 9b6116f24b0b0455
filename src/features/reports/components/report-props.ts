import type { ReportDatabase } from '../api/report-queries'
import type { TimeRange } from '../samples'

/** What every report card receives from the page. */
export interface ReportProps {
  db: ReportDatabase
  refetchInterval: number | false
  range: TimeRange
}
