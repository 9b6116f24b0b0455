import { Center, Loader } from '@mantine/core'
import { toPgMetaError } from '@/features/database/api/pg-meta-error'

/** The database's own words for a failed call. */
export const errorMessage = (error: unknown) => toPgMetaError(error).message

export function Loading({ label }: { label: string }) {
  return (
    <Center py="xl">
      <Loader size="sm" aria-label={label} />
    </Center>
  )
}
