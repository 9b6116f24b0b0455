import { CommandMenuHost } from '@/features/command-menu'
import { ConsentToast } from '@/features/consent'
import { FeaturePreviewModalHost } from '@/features/feature-previews'

/** Overlays above every signed-in page: feature previews, command menu, consent. */
export function GlobalOverlays() {
  return (
    <>
      <FeaturePreviewModalHost />
      <CommandMenuHost />
      <ConsentToast />
    </>
  )
}
