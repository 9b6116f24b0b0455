// What other features may use of disabled-features (besides its api/ files). Import it as '@/features/disabled-features'.
export { useIsFeatureEnabled } from './use-is-feature-enabled'
