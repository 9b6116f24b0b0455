import { Alert, Button, Code, Group, Image, Loader, Paper, ScrollArea, Stack, Text, Title } from '@mantine/core'
import { formatDateTime } from '@/lib/format/date-time'
import { useQuery } from '@tanstack/react-query'
import { readableUrl } from '../api/object-mutations'
import type { StorageObject } from '../api/schemas'
import { formatBytes } from '../bucket-rules'

const PREVIEW_MAX_BYTES = 5 * 1024 * 1024
type Kind = 'image' | 'text' | 'json' | 'pdf' | 'none'

function previewKind(mimetype: string, name: string): Kind {
  if (mimetype.startsWith('image/')) return 'image'
  if (mimetype === 'application/pdf') return 'pdf'
  if (mimetype === 'application/json' || name.endsWith('.json')) return 'json'
  if (mimetype.startsWith('text/') || /\.(txt|md|csv|log|sql)$/i.test(name)) return 'text'
  return 'none'
}

const readAsDataUrl = (blob: Blob) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader()
    reader.onload = () => resolve(String(reader.result))
    reader.onerror = () => reject(reader.error ?? new Error('Could not read the file'))
    reader.readAsDataURL(blob)
  })

async function loadPreview(url: string, kind: Kind, signal: AbortSignal) {
  const response = await fetch(url, { signal })
  if (!response.ok) throw new Error(`The file could not be loaded (${response.status})`)
  const blob = await response.blob()
  if (kind === 'image') return { kind, src: await readAsDataUrl(blob) }
  if (kind === 'pdf') return { kind, src: URL.createObjectURL(new Blob([blob], { type: 'application/pdf' })) }
  const text = await blob.text()
  if (kind === 'json') {
    try {
      return { kind, text: JSON.stringify(JSON.parse(text), null, 2) }
    } catch {
      return { kind, text }
    }
  }
  return { kind, text }
}

/** Preview of images, text, JSON and PDF, with download and URL actions. */
export function FilePreview({
  projectRef,
  bucketId,
  isPublic,
  path,
  item,
  onDownload,
  onShare,
  onClose,
}: {
  projectRef: string
  bucketId: string
  isPublic: boolean
  path: string
  item: StorageObject
  onDownload: () => void
  onShare: () => void
  onClose: () => void
}) {
  const mimetype = item.metadata?.mimetype ?? 'application/octet-stream'
  const size = item.metadata?.size ?? 0
  const kind = size > PREVIEW_MAX_BYTES ? 'none' : previewKind(mimetype, item.name)
  const preview = useQuery({
    queryKey: ['storage', projectRef, 'preview', bucketId, path, item.updated_at, isPublic, kind],
    queryFn: async ({ signal }) => loadPreview(await readableUrl(projectRef, bucketId, path, isPublic), kind, signal),
    enabled: kind !== 'none',
    staleTime: 60_000,
    retry: false,
  })
  return (
    <Paper withBorder p="md" role="region" aria-label={`Preview of ${item.name}`}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap">
          <Title order={2} size="h5" style={{ wordBreak: 'break-all' }}>
            {item.name}
          </Title>
          <Button size="compact-sm" variant="subtle" onClick={onClose}>
            Close preview
          </Button>
        </Group>
        <Text size="xs" c="dimmed">
          {mimetype} · {formatBytes(size)}
          {item.updated_at ? ` · updated ${formatDateTime(item.updated_at)}` : ''}
        </Text>
        {kind === 'none' ? (
          <Text size="sm" c="dimmed">
            No preview for this type of file.
          </Text>
        ) : preview.isPending ? (
          <Loader size="sm" aria-label="Loading preview" />
        ) : preview.isError ? (
          <Alert color="red">{preview.error.message}</Alert>
        ) : preview.data.kind === 'image' ? (
          <Image src={preview.data.src} alt={item.name} fit="contain" mah={320} />
        ) : preview.data.kind === 'pdf' ? (
          <iframe src={preview.data.src} title={`PDF ${item.name}`} style={{ width: '100%', height: 360, border: 0 }} />
        ) : (
          <ScrollArea.Autosize mah={320}>
            <Code block data-testid="text-preview">
              {preview.data.text}
            </Code>
          </ScrollArea.Autosize>
        )}
        <Group>
          <Button size="xs" variant="default" onClick={onDownload}>
            Download
          </Button>
          <Button size="xs" variant="default" onClick={onShare}>
            Get URL
          </Button>
        </Group>
      </Stack>
    </Paper>
  )
}
