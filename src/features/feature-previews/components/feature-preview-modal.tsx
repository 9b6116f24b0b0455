import { Anchor, Badge, Button, Divider, Group, Modal, Stack, Text, Title } from '@mantine/core'
import { useState } from 'react'
import { ConfirmDialog } from '@/components/confirm-dialog'
import { dialogWidth } from '@/components/dialog-sizes'
import { useFeaturePreviewStore } from '../feature-preview-store'
import { FEATURE_PREVIEW_DISCUSSIONS_URL, type FeaturePreview } from '../previews'
import { useAvailableFeaturePreviews, useToggleFeaturePreview } from '../use-feature-previews'
import { FeaturePreviewList } from './feature-preview-list'
import { PreviewExtras } from './preview-extras'

interface Props {
  /** The preview to show first (from `?featurePreviewModal=<key>`). */
  initialKey: string | undefined
  onClose: () => void
}

/** SPEC §2 'Dashboard feature previews' modal. */
export function FeaturePreviewModal({ initialKey, onClose }: Props) {
  const previews = useAvailableFeaturePreviews()
  const flags = useFeaturePreviewStore((state) => state.flags)
  const [selectedKey, setSelectedKey] = useState(initialKey)
  const selected = previews.find((preview) => preview.key === selectedKey) ?? previews[0]

  return (
    <Modal
      opened
      onClose={onClose}
      title="Dashboard feature previews"
      size={dialogWidth('xlarge')}
      closeButtonProps={{ 'aria-label': 'Close feature previews' }}
    >
      {selected ? (
        <Stack gap="md">
          <Group align="flex-start" gap="lg" wrap="nowrap">
            <FeaturePreviewList
              previews={previews}
              flags={flags}
              selectedKey={selected.key}
              onSelect={setSelectedKey}
            />
            <Divider orientation="vertical" />
            <PreviewPane preview={selected} enabled={flags[selected.key] ?? false} />
          </Group>
          <ResetPreviews previews={previews} flags={flags} />
        </Stack>
      ) : (
        <Stack gap="xs" align="flex-start" py="lg">
          <Text fw={600}>No feature previews available</Text>
          <Text size="sm" c="dimmed">
            There are no feature previews to try right now. Ideas and feedback are welcome in our{' '}
            <Anchor href={FEATURE_PREVIEW_DISCUSSIONS_URL} target="_blank" rel="noopener noreferrer" size="sm">
              GitHub discussions
            </Anchor>
            .
          </Text>
        </Stack>
      )}
    </Modal>
  )
}

function PreviewPane({ preview, enabled }: { preview: FeaturePreview; enabled: boolean }) {
  const toggle = useToggleFeaturePreview()
  return (
    <Stack gap="sm" style={{ flex: 1, minWidth: 0 }} aria-labelledby="feature-preview-name" role="region">
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Group gap="xs">
          <Title order={3} size="h4" id="feature-preview-name">
            {preview.name}
          </Title>
          {preview.isNew ? <Badge variant="light">New</Badge> : null}
        </Group>
        <Button size="xs" variant={enabled ? 'default' : 'filled'} onClick={() => toggle(preview.key, !enabled)}>
          {enabled ? 'Disable' : 'Enable'}
        </Button>
      </Group>
      <Text size="sm">{preview.description}</Text>
      <Anchor href={preview.discussionsUrl} target="_blank" rel="noopener noreferrer" size="sm">
        Give feedback
      </Anchor>
      <PreviewExtras previewKey={preview.key} enabled={enabled} />
    </Stack>
  )
}

/** Turns every preview off, after a confirmation. */
function ResetPreviews({ previews, flags }: { previews: readonly FeaturePreview[]; flags: Record<string, boolean> }) {
  const [confirming, setConfirming] = useState(false)
  const toggle = useToggleFeaturePreview()
  const enabled = previews.filter((preview) => flags[preview.key])
  return (
    <Group justify="flex-end">
      <Button
        variant="subtle"
        color="red"
        size="xs"
        disabled={enabled.length === 0}
        onClick={() => setConfirming(true)}
      >
        Reset feature previews
      </Button>
      <ConfirmDialog
        visible={confirming}
        title="Reset feature previews"
        variant="danger"
        size="small"
        confirmLabel="Reset"
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          for (const preview of enabled) toggle(preview.key, false)
          setConfirming(false)
        }}
      >
        <Text size="sm">
          This turns off all {enabled.length} enabled feature previews ({enabled.map((p) => p.name).join(', ')}).
        </Text>
      </ConfirmDialog>
    </Group>
  )
}
