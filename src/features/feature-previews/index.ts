// What other features may use of feature-previews (besides its api/ files). Import it as '@/features/feature-previews'.
export { FeaturePreviewModalHost } from './components/feature-preview-modal-host'
export { useOpenFeaturePreviews } from './open-feature-previews'
