/** Epoch ms as the dashboard shows times; null as a dash. */
export const formatTime = (ms: number | null | undefined) => (ms ? new Date(ms).toLocaleString() : '—')
