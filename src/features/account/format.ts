import { format } from 'date-fns'

// The account pages' dates; one place to hand over to the app's shared date module.
export const formatDay = (iso: string | null | undefined) => (iso ? format(new Date(iso), 'd MMM yyyy') : '—')
export const formatDateTime = (iso: string) => format(new Date(iso), 'd MMM yyyy, HH:mm:ss')
