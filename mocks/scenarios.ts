/** Scenarios a developer can switch on with ?scenario=a,b (browser) or the Node server's control API. */
export const SCENARIOS = {
  restricted: 'Northwind Labs is restricted (danger banner)',
  'grace-period': 'Northwind Labs is in a grace period until 05 Dec, 2026',
  'grace-period-over': 'Northwind Labs grace period is over',
  'overdue-invoices': 'Northwind Labs has an overdue invoice',
  'overdue-invoices-other': 'Globex has an overdue invoice (shown as another organization)',
  'missing-billing': 'Northwind Labs has no billing address',
  'mfa-required': 'Globex requires MFA; the demo user signs in with aal1',
  'github-unverified': 'Continue with GitHub answers the unverified-GitHub-user error',
  'profile-not-found': 'The profile does not exist yet and is created on first load',
  'clock-skew': 'The server clock is 5 minutes ahead',
  incident: 'An ongoing incident banner (GET /platform/banner-flags answers ongoingIncident: true)',
  notice: 'The outage notice banner (GET /platform/banner-flags answers showNoticeBanner: true)',
  'privacy-settings-error': 'The privacy settings cannot be loaded',
  'read-only-member': 'The demo user is a read-only member: it may read everything and change nothing',
} as const

export type ScenarioName = keyof typeof SCENARIOS

export function parseScenarios(value: string | null | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter((name): name is ScenarioName => name in SCENARIOS)
}
