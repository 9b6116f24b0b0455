/**
 * A SQL script the SQL editor offers as a starting point (issue 38 item 3): opened as a new snippet,
 * never run by opening it. None drops or recreates the `supabase_realtime` publication.
 */
export interface SqlTemplate {
  /** Stable, for keys and tests. */
  id: string
  title: string
  description: string
  sql: string
  /**
   * An extension the script depends on: `installed` when it reads the extension's views (it must be
   * created first), otherwise it only needs to be available (the script creates it).
   */
  needs?: { extension: string; installed: boolean }
}
