import { http, HttpResponse } from 'msw'
import { organizationsFixture, selfHostedOrganization, type MockOrganization } from '../fixtures/organizations'
import { defineState, hasScenario, settings } from '../state'
import { latency, platform, unauthorized } from '../utils'

export const organizationsState = defineState('organizations', organizationsFixture)

/** The organizations as the current scenario shows them. */
export function visibleOrganizations(): MockOrganization[] {
  if (!settings.platform) return [selfHostedOrganization()]
  return organizationsState.get().map((organization) => {
    if (organization.slug !== 'northwind') {
      return hasScenario('mfa-required') && organization.slug === 'globex'
        ? { ...organization, organization_requires_mfa: true }
        : organization
    }
    if (hasScenario('restricted')) return { ...organization, restriction_status: 'restricted' }
    if (hasScenario('grace-period-over')) return { ...organization, restriction_status: 'grace_period_over' }
    if (hasScenario('grace-period')) {
      return { ...organization, restriction_status: 'grace_period', restriction_data: { grace_period_end: '2026-12-05T00:00:00Z' } }
    }
    return organization
  })
}

export const organizationHandlers = [
  http.get(platform('/organizations'), async ({ request }) => {
    await latency()
    return unauthorized(request) ?? HttpResponse.json(visibleOrganizations())
  }),
  http.get(platform('/organizations/:slug'), async ({ request, params }) => {
    await latency()
    const denied = unauthorized(request)
    if (denied) return denied
    const organization = visibleOrganizations().find((o) => o.slug === params.slug)
    return organization ? HttpResponse.json(organization) : HttpResponse.json({ message: 'Organization not found' }, { status: 404 })
  }),
]
