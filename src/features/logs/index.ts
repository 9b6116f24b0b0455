// What other features may use of logs (besides its api/ files). Import it as '@/features/logs'.
export { fieldExpression, whereClause, type LogFilter } from './logs-sql'
export { TIME_PRESETS, resolveTimeRange, type TimeRangeSearch } from './time-range'
export { TimeRangeControl } from './components/time-range-control'
