import { Alert, Button, Code, Loader, Stack, Switch, Table, Text, Title } from '@mantine/core'
import { useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import { ConfirmDialog } from '@/components/confirm-dialog'
import { toast } from '@/lib/notify'
import { DEPLOYED_FROM_FILES, functionUrl } from '../api/backend'
import { useForgetFunction, useFunctionDeleteMutation, useFunctionUpdateMutation } from '../api/function-mutations'
import { formatDateTime } from '@/lib/format/date-time'
import { CopyUrl } from './copy-url'
import { useApiUrl } from './use-api-url'
import { useFunction } from './use-function'

/** Slug, URL, import map, entrypoint; the verify-JWT switch and delete (with confirmation). */
export function FunctionDetails({ projectRef, slug }: { projectRef: string; slug: string }) {
  const { backend, query } = useFunction(projectRef, slug)
  const update = useFunctionUpdateMutation(projectRef, slug)
  const remove = useFunctionDeleteMutation(projectRef)
  const forget = useForgetFunction(projectRef)
  const navigate = useNavigate()
  const [confirming, setConfirming] = useState(false)
  const { apiUrl, problem } = useApiUrl(projectRef)
  if (!query.data) return <Loader role="status" aria-label="Loading the function" />
  const fn = query.data
  const rows: [string, React.ReactNode][] = [
    ['Slug', <Code key="slug">{fn.slug}</Code>],
    ['URL', <CopyUrl key="url" url={apiUrl && functionUrl(apiUrl, fn.slug)} problem={problem} />],
    ['Entrypoint', fn.entrypoint_path ?? '—'],
    ['Import map', fn.import_map === null ? '—' : fn.import_map ? 'Yes' : 'No'],
    ['Created', formatDateTime(fn.created_at)],
    ['Last deployed', formatDateTime(fn.updated_at)],
  ]
  return (
    <Stack gap="lg" maw={720}>
      <Table aria-label="Function details">
        <Table.Tbody>
          {rows.map(([label, value]) => (
            <Table.Tr key={label}>
              <Table.Th w={160}>{label}</Table.Th>
              <Table.Td>{value}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {backend.managed ? (
        <>
          <Switch
            label="Verify JWT"
            description="Requests must carry a valid JWT (the anon key, the service role key or a user's token) in Authorization."
            checked={update.isPending ? (update.variables.verify_jwt ?? true) : (fn.verify_jwt ?? true)}
            disabled={update.isPending}
            onChange={(event) =>
              update.mutate(
                { verify_jwt: event.currentTarget.checked },
                {
                  onSuccess: (next) => toast.success(`Verify JWT ${next.verify_jwt ? 'on' : 'off'} for "${next.name}"`),
                },
              )
            }
          />
          {update.isError ? (
            <Alert color="red" title="Failed to update the function">
              {update.error.message}
            </Alert>
          ) : null}
          <Stack gap="xs">
            <Title order={2} size="h4">
              Delete function
            </Title>
            <Text size="sm" c="dimmed">
              The function stops answering at once. Its logs stay.
            </Text>
            <Button color="red" variant="outline" w="fit-content" onClick={() => setConfirming(true)}>
              Delete function
            </Button>
          </Stack>
        </>
      ) : (
        <Alert color="blue" title="Deployed from files">
          {DEPLOYED_FROM_FILES}
        </Alert>
      )}
      <ConfirmDialog
        visible={confirming}
        title={`Delete "${fn.name}"?`}
        variant="danger"
        confirmLabel="Delete"
        loading={remove.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() =>
          remove.mutate(fn.slug, {
            onSuccess: () => {
              toast.success(`Function "${fn.name}" deleted`)
              void navigate({ to: '/project/$ref/functions', params: { ref: projectRef } }).then(() => forget(fn.slug))
            },
            onError: (error) => toast.error(error.message, 'Failed to delete the function'),
          })
        }
      >
        <Text size="sm">This deletes every version of {fn.slug}. This cannot be undone.</Text>
      </ConfirmDialog>
    </Stack>
  )
}
