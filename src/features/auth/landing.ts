import type { AppConfig } from '@/lib/config/config'

export const DEFAULT_REDIRECT = '/organizations'
export const SELF_HOSTED_LANDING = '/project/default'

/** Where a signed-in user lands: /organizations hosted, /project/default self-hosted (SPEC §2). */
export function landingPath(config: Pick<AppConfig, 'platform'>) {
  return config.platform ? DEFAULT_REDIRECT : SELF_HOSTED_LANDING
}

/** Sign-in is needed on the platform, and self-hosted only when an auth service is configured. */
export function requiresSignIn(config: Pick<AppConfig, 'platform' | 'authUrl'>) {
  return config.platform || config.authUrl !== ''
}

/** The landing path as router redirect options. */
export function landingRedirect(config: Pick<AppConfig, 'platform'>) {
  return config.platform ? ({ to: '/organizations' } as const) : ({ to: '/project/$ref', params: { ref: 'default' } } as const)
}
