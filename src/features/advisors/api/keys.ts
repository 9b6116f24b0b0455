import { databaseKeys } from '@/features/database/api/keys'

export const advisorKeys = {
  /** Answers read from the project's database: refreshed when the database changes. */
  lintsAll: (ref: string) => [...databaseKeys.all(ref), 'advisors', 'lints'] as const,
  /** One category's lints (an advisor page) or every lint ('all', the advisor rules). */
  lints: (ref: string, category: string) => [...advisorKeys.lintsAll(ref), category] as const,
  queryStatsAll: (ref: string) => [...databaseKeys.all(ref), 'advisors', 'query-stats'] as const,
  queryStats: (ref: string, sort: string) => [...advisorKeys.queryStatsAll(ref), sort] as const,
  /** The project's advisor rules, kept by the platform (or the browser when self-hosted). */
  exceptions: (ref: string) => ['projects', ref, 'advisors', 'exceptions'] as const,
}
