import { SINGLE_PROJECT_REF, type AppConfig } from '@/lib/config/config'

export const DEFAULT_REDIRECT = '/organizations'

/**
 * Where a signed-in user lands: /organizations hosted, /project/default self-hosted (SPEC §2), or with
 * several self-hosted projects the first one's page (CONTRACT §18).
 */
export function landingPath(config: Pick<AppConfig, 'platform' | 'defaultProjectRef'>) {
  return config.platform ? DEFAULT_REDIRECT : `/project/${config.defaultProjectRef ?? SINGLE_PROJECT_REF}`
}

/** Sign-in is needed on the platform, and self-hosted only when an auth service is configured. */
export function requiresSignIn(config: Pick<AppConfig, 'platform' | 'authUrl'>) {
  return config.platform || config.authUrl !== ''
}

/** Why the user was sent to the landing path (SPEC §2: error=org_not_found&org={slug}). */
export interface LandingSearch {
  error?: 'org_not_found'
  org?: string
}

/** The landing path as router redirect options, optionally with the reason for the redirect. */
export function landingRedirect(config: Pick<AppConfig, 'platform' | 'defaultProjectRef'>, search: LandingSearch = {}) {
  return config.platform
    ? ({ to: '/organizations', search } as const)
    : ({ to: '/project/$ref', params: { ref: config.defaultProjectRef ?? SINGLE_PROJECT_REF }, search } as const)
}
