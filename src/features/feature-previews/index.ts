// What other features may use of feature-previews (besides its api/ files). Import it as '@/features/feature-previews'.
export { FeaturePreviewModalHost } from './components/feature-preview-modal-host'
export { useOpenFeaturePreviews } from './open-feature-previews'
export { FEATURE_PREVIEW_KEYS } from './previews'
export { useIsFeaturePreviewEnabled } from './use-feature-previews'
export { UnifiedLogsNotice } from './components/unified-logs-notice'
