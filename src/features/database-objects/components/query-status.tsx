import { Center, Loader, Text } from '@mantine/core'
import type { ReactNode } from 'react'
import { QueryError } from '@/features/database'
import { toPgMetaError } from '@/features/database/api/pg-meta-error'

/** The database's own words for a failed call. */
export const errorMessage = (error: unknown) => toPgMetaError(error).message

export function Loading({ label }: { label: string }) {
  return (
    // A span may not carry a name (axe aria-prohibited-attr): the status region does, busy until the rows come.
    <Center py="xl" role="status" aria-label={label} aria-busy="true">
      <Loader size="sm" />
    </Center>
  )
}

/**
 * The states of a page's list: its loader while the rows load, the database's error, a text when
 * there are none, or the rows. A disabled query (its extension missing) shows nothing.
 */
export function QueryRows<T>({
  query,
  what,
  empty,
  children,
}: {
  query: { data: T[] | undefined; error: unknown; isLoading: boolean }
  /** What the rows are, in lower case ('jobs'): names the loader and the error. */
  what: string
  empty: ReactNode
  children: (rows: T[]) => ReactNode
}) {
  return (
    <>
      {query.error ? <QueryError title={`Could not read the ${what}`} error={query.error} /> : null}
      {query.isLoading ? <Loading label={`Loading ${what}`} /> : null}
      {query.data?.length === 0 ? typeof empty === 'string' ? <Text c="dimmed">{empty}</Text> : empty : null}
      {query.data && query.data.length > 0 ? children(query.data) : null}
    </>
  )
}
