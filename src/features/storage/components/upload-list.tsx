import { ActionIcon, Button, Group, Paper, Progress, Stack, Text } from '@mantine/core'
import { IconX } from '@tabler/icons-react'
import { formatBytes } from '../bucket-rules'
import type { Upload } from './use-uploads'

const STATUS_TEXT: Record<Upload['status'], string> = {
  uploading: 'Uploading',
  done: 'Uploaded',
  failed: 'Failed',
  cancelled: 'Cancelled',
  rejected: 'Not uploaded',
}

/** One progress bar per file, with cancel while it is being sent. */
export function UploadList({
  uploads,
  onCancel,
  onClear,
}: {
  uploads: Upload[]
  onCancel: (id: string) => void
  onClear: () => void
}) {
  if (uploads.length === 0) return null
  return (
    <Paper withBorder p="sm" mb="sm" aria-label="Uploads" role="region">
      <Group justify="space-between" mb="xs">
        <Text fw={500} size="sm">
          Uploads
        </Text>
        <Button
          size="compact-xs"
          variant="subtle"
          onClick={onClear}
          disabled={uploads.every((u) => u.status === 'uploading')}
        >
          Clear finished
        </Button>
      </Group>
      <Stack gap={6}>
        {uploads.map((upload) => {
          const percent =
            upload.total > 0 ? Math.round((upload.loaded / upload.total) * 100) : upload.status === 'done' ? 100 : 0
          return (
            <div key={upload.id} data-testid="upload-item">
              <Group justify="space-between" gap="xs" wrap="nowrap">
                <Text size="sm" truncate>
                  {upload.name}
                </Text>
                <Group gap={4} wrap="nowrap">
                  <Text size="xs" c={upload.status === 'failed' || upload.status === 'rejected' ? 'red' : 'dimmed'}>
                    {STATUS_TEXT[upload.status]}
                    {upload.status === 'uploading'
                      ? ` ${formatBytes(upload.loaded)} of ${formatBytes(upload.total)}`
                      : ''}
                  </Text>
                  {upload.status === 'uploading' ? (
                    <ActionIcon
                      size="sm"
                      variant="subtle"
                      aria-label={`Cancel upload of ${upload.name}`}
                      onClick={() => onCancel(upload.id)}
                    >
                      <IconX size={14} />
                    </ActionIcon>
                  ) : null}
                </Group>
              </Group>
              <Progress
                value={upload.status === 'done' ? 100 : percent}
                color={upload.status === 'done' ? 'green' : upload.status === 'uploading' ? 'brand' : 'red'}
                aria-label={`Upload of ${upload.name}`}
                size="sm"
              />
              {upload.error ? (
                <Text size="xs" c="red">
                  {upload.error}
                </Text>
              ) : null}
            </div>
          )
        })}
      </Stack>
    </Paper>
  )
}
