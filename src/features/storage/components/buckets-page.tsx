import { ActionIcon, Badge, Button, Menu, Table, Text } from '@mantine/core'
import { IconDots } from '@tabler/icons-react'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { ConfirmDialog } from '@/components/confirm-dialog'
import { EmptyState } from '@/components/empty-state'
import { PageHeader } from '@/components/page-header'
import { ServiceNote } from '@/components/service-not-configured'
import { toast } from '@/lib/notify'
import {
  useBucketCreateMutation,
  useBucketDeleteMutation,
  useBucketEmptyMutation,
  useBucketUpdateMutation,
} from '../api/bucket-mutations'
import { bucketsQueryOptions } from '../api/buckets-query'
import type { Bucket } from '../api/schemas'
import { formatBytes } from '../bucket-rules'
import { BucketDeletePoliciesNote, useBucketDeletePolicies } from './bucket-delete-policies'
import { BucketFormModal, type BucketFormValues } from './bucket-form-modal'
import { WithBuckets } from './with-buckets'

type Dialog =
  | { kind: 'create' }
  | { kind: 'edit'; bucket: Bucket }
  | { kind: 'empty'; bucket: Bucket }
  | { kind: 'delete'; bucket: Bucket }
  | null

export function BucketsPage({ projectRef }: { projectRef: string }) {
  const buckets = useQuery(bucketsQueryOptions(projectRef))
  const [dialog, setDialog] = useState<Dialog>(null)
  const create = useBucketCreateMutation(projectRef)
  const update = useBucketUpdateMutation(projectRef)
  const empty = useBucketEmptyMutation(projectRef)
  const remove = useBucketDeleteMutation(projectRef)
  const deleting = dialog?.kind === 'delete' ? dialog.bucket.id : null
  const policies = useBucketDeletePolicies(projectRef, deleting, buckets.data?.map((b) => b.id) ?? [])
  const close = () => {
    setDialog(null)
    create.reset()
    update.reset()
  }

  const save = (values: BucketFormValues) => {
    const { name, ...settings } = values
    if (dialog?.kind === 'edit')
      update.mutate(
        { id: dialog.bucket.id, ...settings },
        { onSuccess: () => (toast.success(`Bucket "${name}" updated`), close()) },
      )
    else create.mutate(values, { onSuccess: () => (toast.success(`Bucket "${name}" created`), close()) })
  }

  return (
    <>
      <PageHeader
        title="Storage buckets"
        description="Create buckets and set their access rules."
        actions={<Button onClick={() => setDialog({ kind: 'create' })}>New bucket</Button>}
      />
      <ServiceNote service="storage" />
      <WithBuckets
        query={buckets}
        empty={
          <EmptyState
            title="No buckets yet"
            action={<Button onClick={() => setDialog({ kind: 'create' })}>Create a bucket</Button>}
          >
            Buckets hold your project&apos;s files. Create one to start uploading.
          </EmptyState>
        }
      >
        {(list) => (
          <Table highlightOnHover aria-label="Buckets">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Name</Table.Th>
                <Table.Th>Access</Table.Th>
                <Table.Th>File size limit</Table.Th>
                <Table.Th>Allowed MIME types</Table.Th>
                <Table.Th aria-label="Actions" />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.map((bucket) => (
                <Table.Tr key={bucket.id}>
                  <Table.Td>
                    <Link to="/project/$ref/storage/files" params={{ ref: projectRef }} search={{ bucket: bucket.id }}>
                      {bucket.name}
                    </Link>
                  </Table.Td>
                  <Table.Td>
                    <Badge color={bucket.public ? 'orange' : 'gray'} variant="light">
                      {bucket.public ? 'Public' : 'Private'}
                    </Badge>
                  </Table.Td>
                  <Table.Td>
                    {bucket.file_size_limit === null ? 'No limit' : formatBytes(bucket.file_size_limit)}
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{bucket.allowed_mime_types?.join(', ') ?? 'Any'}</Text>
                  </Table.Td>
                  <Table.Td>
                    <Menu position="bottom-end">
                      <Menu.Target>
                        <ActionIcon variant="subtle" aria-label={`Actions for bucket ${bucket.name}`}>
                          <IconDots size={16} />
                        </ActionIcon>
                      </Menu.Target>
                      <Menu.Dropdown>
                        <Menu.Item onClick={() => setDialog({ kind: 'edit', bucket })}>Edit bucket</Menu.Item>
                        <Menu.Item onClick={() => setDialog({ kind: 'empty', bucket })}>Empty bucket</Menu.Item>
                        <Menu.Item color="red" onClick={() => setDialog({ kind: 'delete', bucket })}>
                          Delete bucket
                        </Menu.Item>
                      </Menu.Dropdown>
                    </Menu>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </WithBuckets>
      {dialog?.kind === 'create' || dialog?.kind === 'edit' ? (
        <BucketFormModal
          opened
          bucket={dialog.kind === 'edit' ? dialog.bucket : undefined}
          existingNames={buckets.data?.map((b) => b.name) ?? []}
          saving={create.isPending || update.isPending}
          serverError={(create.error ?? update.error)?.message}
          onClose={close}
          onSubmit={save}
        />
      ) : null}
      <ConfirmDialog
        visible={dialog?.kind === 'empty'}
        title={dialog?.kind === 'empty' ? `Empty bucket "${dialog.bucket.name}"` : ''}
        variant="danger"
        confirmLabel="Empty bucket"
        loading={empty.isPending}
        onCancel={() => setDialog(null)}
        onConfirm={() =>
          dialog?.kind === 'empty' &&
          empty.mutate(dialog.bucket.id, {
            onSuccess: () => (toast.success(`Bucket "${dialog.bucket.name}" emptied`), setDialog(null)),
            onError: (error) => toast.error(error.message, 'Failed to empty bucket'),
          })
        }
      >
        Every file in this bucket will be deleted. This cannot be undone.
      </ConfirmDialog>
      <ConfirmDialog
        visible={dialog?.kind === 'delete'}
        title={dialog?.kind === 'delete' ? `Delete bucket "${dialog.bucket.name}"` : ''}
        variant="danger"
        confirmLabel="Delete bucket"
        loading={remove.isPending}
        onCancel={() => setDialog(null)}
        onConfirm={() =>
          dialog?.kind === 'delete' &&
          remove.mutate(dialog.bucket.id, {
            onSuccess: () => {
              toast.success(`Bucket "${dialog.bucket.name}" deleted`)
              policies.dropOwn((error) => toast.error(error.message, 'The bucket was deleted; its policies were not dropped'))
              setDialog(null)
            },
            onError: (error) => toast.error(error.message, 'Failed to delete bucket'),
          })
        }
      >
        The bucket and every file in it will be deleted. This cannot be undone.
        <BucketDeletePoliciesNote state={policies} />
      </ConfirmDialog>
    </>
  )
}
