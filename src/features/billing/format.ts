import { formatDateTime } from '@/lib/format/date-time'

/** SPEC §9: USD with 2 decimals, or 0 decimals for amounts under 0.01. */
const SMALL_AMOUNT_USD = 0.01

export function formatUsd(amount: number): string {
  const decimals = Math.abs(amount) < SMALL_AMOUNT_USD ? 0 : 2
  return new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  }).format(decimals === 0 ? 0 : amount)
}

/** SPEC §9 'DD MMM YYYY, HH:mm:ss (ZZ)': '05 Dec 2026, 14:03:09 (+0100)'. */
export const formatInvoiceDate = (iso: string) => formatDateTime(iso, { zone: true })

const UNITS = ['B', 'KB', 'MB', 'GB', 'TB'] as const

/** Bytes in binary units, up to 2 decimals: '1.5 GB'. */
export function formatBytes(bytes: number): string {
  let value = bytes
  let unit = 0
  while (Math.abs(value) >= 1024 && unit < UNITS.length - 1) {
    value /= 1024
    unit += 1
  }
  return `${Number(value.toFixed(2))} ${UNITS[unit]}`
}

export function formatCount(count: number): string {
  return new Intl.NumberFormat('en-US').format(count)
}
