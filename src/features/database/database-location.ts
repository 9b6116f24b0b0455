import { getConfig } from '@/lib/config/config'

/**
 * Where the project's database runs, in the user's terms: the demo's embedded Postgres in this browser
 * (config `mock`), a project on the hosted platform, or the operator's own server (self-hosted).
 * Notices about what the database cannot do speak of the place the user is in (issue 25 item 4).
 */
export type DatabaseLocation = 'demo' | 'hosted' | 'self-hosted'

export function databaseLocation(): DatabaseLocation {
  const config = getConfig()
  if (config.mock) return 'demo'
  return config.platform ? 'hosted' : 'self-hosted'
}
