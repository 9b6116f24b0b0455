import { NavLink, ScrollArea } from '@mantine/core'
import { IconEye, IconEyeOff } from '@tabler/icons-react'
import type { FeaturePreview } from '../previews'

/** SPEC §2: the left list is 280 px wide and 550 px high. */
export const PREVIEW_LIST_WIDTH_PX = 280
export const PREVIEW_LIST_HEIGHT_PX = 550

interface Props {
  previews: readonly FeaturePreview[]
  flags: Record<string, boolean>
  selectedKey: string | undefined
  onSelect: (key: string) => void
}

/** The previews, each with an eye that is highlighted (and says 'On') when the preview is on. */
export function FeaturePreviewList({ previews, flags, selectedKey, onSelect }: Props) {
  return (
    <ScrollArea
      w={PREVIEW_LIST_WIDTH_PX}
      h={PREVIEW_LIST_HEIGHT_PX}
      style={{ flexShrink: 0 }}
      data-testid="feature-preview-list"
    >
      <nav aria-label="Feature previews">
        {previews.map((preview) => {
          const on = flags[preview.key] ?? false
          const Eye = on ? IconEye : IconEyeOff
          return (
            <NavLink
              key={preview.key}
              component="button"
              type="button"
              active={preview.key === selectedKey}
              aria-current={preview.key === selectedKey ? 'true' : undefined}
              onClick={() => onSelect(preview.key)}
              label={preview.name}
              description={on ? 'On' : 'Off'}
              leftSection={
                <Eye
                  size={18}
                  aria-hidden
                  data-state={on ? 'on' : 'off'}
                  color={on ? 'var(--mantine-primary-color-filled)' : 'var(--mantine-color-dimmed)'}
                />
              }
            />
          )
        })}
      </nav>
    </ScrollArea>
  )
}
