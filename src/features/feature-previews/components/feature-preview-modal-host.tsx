import { useSearch } from '@tanstack/react-router'
import { lazy, Suspense } from 'react'
import { useCloseFeaturePreviews } from '../open-feature-previews'
import { featurePreviewSearchSchema } from '../search'

const FeaturePreviewModal = lazy(() =>
  import('./feature-preview-modal').then((m) => ({ default: m.FeaturePreviewModal })),
)

/** Shows the modal while `?featurePreviewModal` is in the URL; its code loads only then. */
export function FeaturePreviewModalHost() {
  const raw = useSearch({ strict: false, select: (search) => search.featurePreviewModal as unknown })
  const value = featurePreviewSearchSchema.shape.featurePreviewModal.parse(raw)
  const close = useCloseFeaturePreviews()
  if (value === undefined) return null
  return (
    <Suspense fallback={null}>
      <FeaturePreviewModal key={String(value)} initialKey={value === true ? undefined : value} onClose={close} />
    </Suspense>
  )
}
