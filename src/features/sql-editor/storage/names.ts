/** The query history's IndexedDB database; kept in a tiny module because sign-out deletes it. */
export const SQL_HISTORY_DB_NAME = 'dashboard-sql-history'
/** Self-hosted snippets (CONTRACT §9); kept at sign-out: snippets are never lost. */
export const SQL_SNIPPETS_DB_NAME = 'dashboard-sql-snippets'
