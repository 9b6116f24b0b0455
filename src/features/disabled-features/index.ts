// What other features may use of disabled-features (besides its api/ files). Import it as '@/features/disabled-features'.
export { useDisabledSectionIds, useIsFeatureEnabled } from './use-is-feature-enabled'
