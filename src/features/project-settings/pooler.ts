/** The connection pooler's settings (CONTRACT §13 config/pgbouncer) and the rules the form checks before saving. */
export const POOL_MODES = ['transaction', 'session'] as const
export type PoolMode = (typeof POOL_MODES)[number]

export interface PoolerSettings {
  pool_mode: PoolMode
  default_pool_size: number
  max_client_conn: number
}

export const POOL_SIZE_RANGE = { min: 1, max: 1000 } as const
export const MAX_CLIENT_CONNECTIONS_RANGE = { min: 1, max: 100_000 } as const

export const POOLER_LABELS: Record<keyof PoolerSettings, string> = {
  pool_mode: 'Pool mode',
  default_pool_size: 'Pool size',
  max_client_conn: 'Max client connections',
}

export interface PoolerDraft {
  pool_mode: PoolMode
  default_pool_size: string
  max_client_conn: string
}

export type PoolerErrors = Partial<Record<keyof PoolerSettings, string>>

function integerIn(
  text: string,
  { min, max }: { min: number; max: number },
  label: string,
): [number | undefined, string | undefined] {
  const trimmed = text.trim()
  if (!/^\d+$/.test(trimmed)) return [undefined, `${label} must be a whole number from ${min} to ${max}.`]
  const value = Number(trimmed)
  if (value < min || value > max) return [undefined, `${label} must be from ${min} to ${max}.`]
  return [value, undefined]
}

/** The draft checked: the settings it stands for, or a message per field. */
export function checkPoolerDraft(draft: PoolerDraft): { settings?: PoolerSettings; errors: PoolerErrors } {
  const errors: PoolerErrors = {}
  const [poolSize, poolSizeError] = integerIn(draft.default_pool_size, POOL_SIZE_RANGE, POOLER_LABELS.default_pool_size)
  const [maxClients, maxClientsError] = integerIn(
    draft.max_client_conn,
    MAX_CLIENT_CONNECTIONS_RANGE,
    POOLER_LABELS.max_client_conn,
  )
  if (poolSizeError) errors.default_pool_size = poolSizeError
  if (maxClientsError) errors.max_client_conn = maxClientsError
  if (poolSize !== undefined && maxClients !== undefined && poolSize > maxClients)
    errors.default_pool_size = 'Pool size cannot be larger than the max client connections.'
  if (!POOL_MODES.includes(draft.pool_mode)) errors.pool_mode = 'Choose transaction or session.'
  if (Object.keys(errors).length > 0 || poolSize === undefined || maxClients === undefined) return { errors }
  return { settings: { pool_mode: draft.pool_mode, default_pool_size: poolSize, max_client_conn: maxClients }, errors }
}

export interface PoolerChange {
  key: keyof PoolerSettings
  label: string
  from: string
  to: string
}

/** What saving would change, field by field; the PATCH sends these keys only. */
export function poolerChanges(saved: PoolerSettings, next: PoolerSettings): PoolerChange[] {
  return (Object.keys(POOLER_LABELS) as (keyof PoolerSettings)[])
    .filter((key) => saved[key] !== next[key])
    .map((key) => ({ key, label: POOLER_LABELS[key], from: String(saved[key]), to: String(next[key]) }))
}

export const toDraft = (settings: PoolerSettings): PoolerDraft => ({
  pool_mode: settings.pool_mode,
  default_pool_size: String(settings.default_pool_size),
  max_client_conn: String(settings.max_client_conn),
})
