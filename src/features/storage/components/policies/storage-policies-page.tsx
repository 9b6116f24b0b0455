import { Alert, Code, List, Stack, Text, Title } from '@mantine/core'
import { IconAlertTriangle, IconInfoCircle } from '@tabler/icons-react'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { PageHeader } from '@/components/page-header'
import { dropPolicySql, SqlConfirmDialog, STORAGE_OBJECTS, STORAGE_TABLE_TEMPLATES, type Policy, type PolicyTable } from '@/features/database'
import { PolicyCheckModal, PolicyFormModal, PolicyTablesEditor, policiesQueryOptions, QueryRows, ReadOnlyNotice, useDatabaseWrite } from '@/features/database-objects'
import { useProjectConnection, useRunSqlMutation } from '@/features/database-objects/api/run-built-sql'
import { bucketRowsQueryOptions } from '../../api/bucket-rows-query'
import { bucketsQueryOptions } from '../../api/buckets-query'
import { bucketsInWords, groupStoragePolicies, type BucketPolicy } from '../../policy-buckets'
import { BucketPoliciesCard } from './bucket-policies-card'
import { StoragePolicyFormModal } from './storage-policy-form-modal'

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error))

/**
 * Row level security on storage.objects decides which files the storage API lets a caller download,
 * upload, move and remove: its policies per bucket (a policy is shown under every bucket it reaches),
 * then the policies that name no bucket and those on storage.buckets.
 */
export function StoragePoliciesPage({ projectRef }: { projectRef: string }) {
  const connection = useProjectConnection(projectRef)
  const write = useDatabaseWrite(projectRef)
  const tables = useQuery(policiesQueryOptions(connection, 'storage'))
  const api = useQuery(bucketsQueryOptions(projectRef))
  const hasObjects = tables.data?.some((t) => t.schema === 'storage' && t.name === 'objects') ?? false
  // Without the storage service (self-hosted, not configured) the database's own bucket rows stand in.
  const rows = useQuery({ ...bucketRowsQueryOptions(connection), enabled: api.isError && hasObjects && Boolean(connection.connectionString) })
  const buckets = api.isError ? { data: rows.data, isLoading: rows.isLoading, error: api.error } : api
  const [creating, setCreating] = useState<string | null>(null)
  const [editing, setEditing] = useState<Policy | null>(null)
  const [deleting, setDeleting] = useState<{ entry: BucketPolicy; reach: string } | null>(null)
  const [checking, setChecking] = useState<PolicyTable | null>(null)
  const drop = useRunSqlMutation(connection, [policiesQueryOptions(connection, 'storage').queryKey])
  const found = tables.data?.filter((t) => t.name === 'objects' || t.name === 'buckets')
  const missing = (
    <Alert color="yellow" icon={<IconAlertTriangle size={16} />} title="No storage schema in this database">
      The <Code>storage.objects</Code> table does not exist, so there are no storage policies to manage. The storage service creates it in
      its migrations when it runs on this database.
    </Alert>
  )

  return (
    <>
      <PageHeader
        title="Storage policies"
        description="Row level security on storage.objects decides which files a user may download (select), upload (insert), move (update) and remove (delete)."
      />
      <ReadOnlyNotice write={write} />
      <QueryRows query={{ data: found?.some((t) => t.name === 'objects') ? found : [], error: tables.error, isLoading: tables.isLoading }} what="storage policies" empty={missing}>
        {(storageTables) => {
          const objects = storageTables.find((t) => t.name === 'objects')!
          const listed = buckets.data?.map((b) => b.id) ?? []
          const { groups, other } = groupStoragePolicies(objects.policies, listed)
          const shownBuckets = groups.map((g) => g.bucket)
          const otherTables = [{ ...objects, policies: other.map((o) => o.policy) }, ...storageTables.filter((t) => t.name === 'buckets')]
          return (
            <Stack gap="md">
              {buckets.error ? (
                <Alert color="gray" variant="light" icon={<IconInfoCircle size={16} />} title="The storage service could not list the buckets">
                  {errorText(buckets.error)} The buckets are read from storage.buckets in the database instead.
                </Alert>
              ) : null}
              {!objects.rls_enabled ? (
                <Alert color="orange" icon={<IconAlertTriangle size={16} />} title="Row level security is off on storage.objects">
                  Anyone with the API key can reach every file; policies have no effect. Switch it on under Other policies below.
                </Alert>
              ) : null}
              <Title order={2} size="h3">
                Buckets
              </Title>
              {groups.length === 0 ? <Text c="dimmed">{buckets.isLoading ? 'Loading the buckets…' : 'No buckets yet.'}</Text> : null}
              {groups.map((group) => (
                <BucketPoliciesCard
                  key={group.bucket}
                  group={group}
                  listed={shownBuckets}
                  isPublic={buckets.data?.find((b) => b.id === group.bucket)?.public ?? undefined}
                  write={write}
                  onCreate={() => setCreating(group.bucket)}
                  onEdit={setEditing}
                  onDelete={(entry) => (drop.reset(), setDeleting({ entry, reach: bucketsInWords(entry, shownBuckets) }))}
                  onCheck={() => setChecking(objects)}
                />
              ))}
              <Title order={2} size="h3">
                Other policies
              </Title>
              <Text size="sm" c="dimmed">
                Policies on storage.objects that name no bucket apply to every bucket; those on storage.buckets decide who may list and
                create buckets.
              </Text>
              {other.some((o) => o.reason !== 'no-bucket') ? (
                <List size="sm" aria-label="Policies whose buckets are not known">
                  {other.map((o) =>
                    o.reason === 'unparsed' ? (
                      <List.Item key={o.policy.name}>{o.policy.name}: which buckets it applies to could not be read from its expression.</List.Item>
                    ) : o.reason === 'no-listed-bucket' ? (
                      <List.Item key={o.policy.name}>{o.policy.name}: applies to {bucketsInWords({ buckets: [], unlisted: true }, o.except)}.</List.Item>
                    ) : null,
                  )}
                </List>
              ) : null}
              <PolicyTablesEditor connection={connection} schema="storage" tables={storageTables} shown={otherTables} write={write} templates={STORAGE_TABLE_TEMPLATES} />
            </Stack>
          )
        }}
      </QueryRows>
      {creating ? <StoragePolicyFormModal connection={connection} bucket={creating} onClose={() => setCreating(null)} /> : null}
      {editing && tables.data ? (
        <PolicyFormModal connection={connection} tables={tables.data.filter((t) => t.name === 'objects')} table={tables.data.find((t) => t.name === 'objects')!} policy={editing} onClose={() => setEditing(null)} />
      ) : null}
      {checking ? <PolicyCheckModal projectRef={projectRef} table={checking} onClose={() => setChecking(null)} /> : null}
      <SqlConfirmDialog
        visible={deleting !== null}
        title={`Delete policy ${deleting?.entry.policy.name ?? ''}`}
        description={
          deleting && (deleting.entry.unlisted || deleting.entry.buckets.length > 1)
            ? `This one policy applies to ${deleting.reach}: deleting it takes it away from all of them.`
            : undefined
        }
        sql={deleting ? dropPolicySql(STORAGE_OBJECTS, deleting.entry.policy.name).sql : ''}
        confirmLabel="Delete policy"
        variant="danger"
        loading={drop.isPending}
        error={drop.error}
        onConfirm={() => deleting && drop.mutate(dropPolicySql(STORAGE_OBJECTS, deleting.entry.policy.name), { onSuccess: () => setDeleting(null) })}
        onCancel={() => setDeleting(null)}
      />
    </>
  )
}
