/**
 * Read-only mode (CONTRACT §17): the first statement of every query, on the first line so the line
 * numbers of the person's own text stay as they were. Postgres itself then refuses any write.
 */
export const READ_ONLY_PREFIX = 'set local transaction_read_only = on; '

/** Why a text that would end the read-only transaction (or turn it off) is not sent. */
export const readOnlyRefusal = (statement: string) =>
  `Read-only mode is on: "${statement.length > 80 ? `${statement.slice(0, 77)}...` : statement}" would end the read-only transaction, so the query was not sent.`
