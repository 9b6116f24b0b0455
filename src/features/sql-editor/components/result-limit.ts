import { useState } from 'react'
import { RESULT_LIMITS, type ResultLimit } from '../model/statements'

const LIMIT_KEY = 'dashboard-sql-editor-limit'
export const DEFAULT_RESULT_LIMIT: ResultLimit = 100

function readLimit(): ResultLimit {
  try {
    const raw = localStorage.getItem(LIMIT_KEY)
    if (raw === 'none') return 'none'
    const n = Number(raw)
    return (RESULT_LIMITS as readonly number[]).includes(n) ? (n as ResultLimit) : DEFAULT_RESULT_LIMIT
  } catch {
    return DEFAULT_RESULT_LIMIT
  }
}

/** The row limit added to bare SELECTs, remembered in this browser. */
export function useResultLimit() {
  const [limit, setLimit] = useState<ResultLimit>(readLimit)
  const change = (next: ResultLimit) => {
    setLimit(next)
    try {
      localStorage.setItem(LIMIT_KEY, String(next))
    } catch {
      // Not remembered, still applied.
    }
  }
  return [limit, change] as const
}

export const LIMIT_OPTIONS = [
  { value: 'none', label: 'No limit' },
  ...RESULT_LIMITS.map((n) => ({ value: String(n), label: `${n} rows` })),
]
export const parseLimit = (value: string | null): ResultLimit => (value === 'none' || !value ? 'none' : (Number(value) as ResultLimit))
