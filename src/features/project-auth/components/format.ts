import dayjs from 'dayjs'

/** A timestamp (ISO) in the viewer's time zone. */
export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return '—'
  const date = dayjs(iso)
  return date.isValid() ? date.format('D MMM YYYY, HH:mm') : iso
}
