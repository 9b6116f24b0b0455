import { CommandMenuHost } from '@/features/command-menu/components/command-menu-host'
import { ConsentToast } from '@/features/consent/components/consent-toast'
import { FeaturePreviewModalHost } from '@/features/feature-previews/components/feature-preview-modal-host'

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
