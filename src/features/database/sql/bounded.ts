/** How long one catalog (introspection) query may run before Postgres stops it. */
export const INTROSPECTION_TIMEOUT = '15s'

/** SQLSTATE of a statement cancelled by statement_timeout (query_canceled). */
export const STATEMENT_TIMEOUT_SQLSTATE = '57014'

/**
 * A catalog query bounded by its own statement_timeout. `set local` and the query go in one call, so
 * they run in one implicit transaction: the timeout applies to this query only and ends with it.
 */
export function bounded<B extends { sql: string }>(built: B, timeout: string = INTROSPECTION_TIMEOUT): B {
  if (!/^\d+(ms|s|min)$/.test(timeout)) throw new Error(`Invalid statement timeout: ${timeout}`)
  return { ...built, sql: `set local statement_timeout = '${timeout}';\n${built.sql}` }
}
