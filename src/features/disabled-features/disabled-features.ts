import { configDisabledFeatures, type AppConfig } from '@/lib/config/config'

/** Feature keys that can be switched off per user (profile.disabled_features) or, self-hosted, by the operator. */
export const FEATURE_KEYS = [
  'billing:all',
  'billing:account_data',
  'billing:credits',
  'billing:invoices',
  'billing:payment_methods',
  'organizations:create',
  'projects:create',
  'profile:show_email',
  'profile:show_information',
  'profile:show_account_deletion',
  'project_creation:show_advanced_config',
  'integrations:github',
  'integrations:vercel',
  'logs:all',
  'reports:all',
  'feature_previews:all',
  'assistant:all',
] as const
export type FeatureKey = (typeof FEATURE_KEYS)[number]

/**
 * The pages each feature key switches off (issue 11 item 7): their routes answer 'not found' and their
 * entry points are hidden. Paths are relative to the dashboard's base path.
 */
export const FEATURE_ROUTES: readonly { key: FeatureKey; path: RegExp }[] = [
  { key: 'organizations:create', path: /^\/new\/?$/ },
  { key: 'projects:create', path: /^\/new\/[^/]+\/?$/ },
  { key: 'billing:all', path: /^\/org\/[^/]+\/billing(\/|$)/ },
  { key: 'logs:all', path: /^\/project\/[^/]+\/logs(\/|$)/ },
  // The API report is read from the logs (issue 23 item 5): no logs, no API report.
  { key: 'logs:all', path: /^\/project\/[^/]+\/reports\/api\/?$/ },
  { key: 'reports:all', path: /^\/project\/[^/]+\/reports(\/|$)/ },
]

/** The project sections (src/features/projects/sections.ts ids) each feature key takes out of the navigation. */
export const FEATURE_SECTIONS: Partial<Record<FeatureKey, readonly string[]>> = {
  'logs:all': ['logs', 'reports-api'],
  'reports:all': ['reports-database', 'reports-api'],
}

/** The ids of the project sections switched off for this user and deployment. */
export function disabledSectionIds(options: { profileDisabled?: readonly string[] | undefined; config: AppConfig }) {
  return new Set(
    Object.entries(FEATURE_SECTIONS).flatMap(([key, ids]) => (isFeatureEnabled(key as FeatureKey, options) ? [] : ids)),
  )
}

/** The switched-off feature a path belongs to, if any. */
export function disabledFeatureOfPath(
  pathname: string,
  options: { profileDisabled?: readonly string[] | undefined; config: AppConfig },
): FeatureKey | undefined {
  return FEATURE_ROUTES.find(({ key, path }) => path.test(pathname) && !isFeatureEnabled(key, options))?.key
}

/** SPEC §1, §6: a feature is on unless the profile or (self-hosted) the config switches it off. */
export function isFeatureEnabled(key: FeatureKey, { profileDisabled = [], config }: { profileDisabled?: readonly string[] | undefined; config: AppConfig }) {
  return !profileDisabled.includes(key) && !configDisabledFeatures(config).includes(key)
}
