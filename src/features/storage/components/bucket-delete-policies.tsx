import { List, Text } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { dropPolicySql, STORAGE_OBJECTS } from '@/features/database'
import { policiesQueryOptions } from '@/features/database-objects'
import { statementsSql, useProjectConnection, useRunSqlMutation } from '@/features/database-objects/api/run-built-sql'
import { bucketDeletePolicies, bucketsInWords } from '../policy-buckets'

/**
 * The storage policies a bucket's deletion takes with it: those that apply to it alone. A policy that
 * also guards other buckets stays (Studio's #48164 dropped it with the first bucket it named).
 */
export function useBucketDeletePolicies(projectRef: string, bucket: string | null, buckets: readonly string[]) {
  const connection = useProjectConnection(projectRef)
  const options = policiesQueryOptions(connection, 'storage')
  const tables = useQuery({ ...options, enabled: bucket !== null && Boolean(connection.connectionString) })
  const objects = tables.data?.find((t) => t.name === 'objects')
  const plan = bucket && objects ? bucketDeletePolicies(bucket, objects.policies, buckets) : null
  const drop = useRunSqlMutation(connection, [options.queryKey])
  const dropOwn = (onError: (error: Error) => void) => {
    if (plan?.dropped.length) drop.mutate(statementsSql(plan.dropped.map((p) => dropPolicySql(STORAGE_OBJECTS, p.name).sql)), { onError })
  }
  return { plan, loading: tables.isLoading, failed: tables.isError, buckets, dropOwn }
}

export function BucketDeletePoliciesNote({ state }: { state: ReturnType<typeof useBucketDeletePolicies> }) {
  const { plan } = state
  if (state.loading) return <Text size="sm" c="dimmed">Reading the bucket&apos;s policies…</Text>
  if (state.failed) return <Text size="sm" c="dimmed">The storage policies could not be read: none are dropped with the bucket.</Text>
  if (!plan || (plan.dropped.length === 0 && plan.kept.length === 0)) return null
  return (
    <>
      {plan.dropped.length ? (
        <>
          <Text size="sm" mt="xs">Its own policies are dropped with it:</Text>
          <List size="sm" aria-label="Policies dropped with the bucket">
            {plan.dropped.map((p) => (
              <List.Item key={p.name}>{p.name}</List.Item>
            ))}
          </List>
        </>
      ) : null}
      {plan.kept.length ? (
        <>
          <Text size="sm" mt="xs">Kept, because they also apply to other buckets:</Text>
          <List size="sm" aria-label="Policies kept for other buckets">
            {plan.kept.map((entry) => (
              <List.Item key={entry.policy.name}>
                {entry.policy.name} ({bucketsInWords(entry, state.buckets)})
              </List.Item>
            ))}
          </List>
        </>
      ) : null}
    </>
  )
}
