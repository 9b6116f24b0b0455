import { databaseKeys } from '@/features/database/api/keys'

export const reportKeys = {
  /** Read from the project's database, so under its prefix: a change to the database refreshes them too. */
  all: (ref: string) => [...databaseKeys.all(ref), 'reports'] as const,
  report: (ref: string, id: string) => [...reportKeys.all(ref), id] as const,
}
