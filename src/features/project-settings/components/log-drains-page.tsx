import { Alert, Button, Code, Paper, Table, Text, VisuallyHidden } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { ConfirmDialog } from '@/components/confirm-dialog'
import { EmptyState } from '@/components/empty-state'
import { PageHeader } from '@/components/page-header'
import { PageLoader } from '@/components/page-loader'
import { toast } from '@/lib/notify'
import { logDrainsQueryOptions, useDeleteLogDrain, type LogDrain } from '../api/log-drains'
import { AddLogDrainDialog } from './add-log-drain-dialog'

const TYPE_LABELS: Record<string, string> = { webhook: 'HTTP' }

/** CONTRACT §10 settings/log-drains: where the project's logs are also sent; add and delete drains. */
export function LogDrainsPage({ projectRef }: { projectRef: string }) {
  const drains = useQuery(logDrainsQueryOptions(projectRef))
  const remove = useDeleteLogDrain(projectRef)
  const [adding, setAdding] = useState(false)
  const [deleting, setDeleting] = useState<LogDrain | null>(null)
  const header = (
    <PageHeader
      title="Log drains"
      description="Send your project's logs to another service as they arrive."
      actions={<Button onClick={() => setAdding(true)}>Add drain</Button>}
    />
  )
  let body
  if (drains.isPending) body = <PageLoader />
  else if (drains.isError)
    body = (
      <Alert color="red" title="The log drains could not be loaded">
        {drains.error.message}
      </Alert>
    )
  else if (drains.data.length === 0)
    body = (
      <EmptyState title="No log drains yet" action={<Button variant="default" onClick={() => setAdding(true)}>Add your first drain</Button>}>
        A drain sends every log event of this project to an HTTP endpoint of yours, such as a log service or your own collector.
      </EmptyState>
    )
  else
    body = (
      <Paper withBorder p="md">
        <Table.ScrollContainer minWidth={520}>
          <Table aria-label="Log drains">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Name</Table.Th>
                <Table.Th>Type</Table.Th>
                <Table.Th>Destination</Table.Th>
                <Table.Th>Headers</Table.Th>
                <Table.Th>
                  <VisuallyHidden>Actions</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {drains.data.map((drain) => (
                <Table.Tr key={drain.token}>
                  <Table.Td style={{ overflowWrap: 'anywhere' }}>{drain.name}</Table.Td>
                  <Table.Td>{TYPE_LABELS[drain.type] ?? drain.type}</Table.Td>
                  <Table.Td style={{ maxWidth: 320 }}>
                    <Code style={{ wordBreak: 'break-all' }}>{drain.config.url ?? '—'}</Code>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                      {Object.keys(drain.config.headers ?? {}).join(', ') || '—'}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Button size="xs" variant="default" color="red" aria-label={`Delete ${drain.name}`} onClick={() => (remove.reset(), setDeleting(drain))}>
                      Delete
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Paper>
    )

  return (
    <>
      {header}
      {body}
      <AddLogDrainDialog projectRef={projectRef} opened={adding} onClose={() => setAdding(false)} />
      <ConfirmDialog
        visible={deleting !== null}
        title={`Delete the drain ${deleting?.name ?? ''}?`}
        variant="danger"
        confirmLabel="Delete drain"
        loading={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.token, {
            onSuccess: () => {
              toast.success(`${deleting.name} no longer receives logs.`)
              setDeleting(null)
            },
          })
        }
      >
        <Text size="sm">Logs stop going to {deleting?.config.url ?? 'this destination'} at once. Logs already sent stay there.</Text>
        {remove.isError ? (
          <Text size="sm" c="red" role="alert">
            {remove.error.message}
          </Text>
        ) : null}
      </ConfirmDialog>
    </>
  )
}
