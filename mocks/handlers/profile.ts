import { http, HttpResponse } from 'msw'
import { demoProfile } from '../fixtures/users'
import { defineState, hasScenario } from '../state'
import { latency, platform, unauthorized } from '../utils'
import { visibleOrganizations } from './organizations'
import { currentProfile } from './account'

const profileState = defineState('profile', () => ({ created: !hasScenario('profile-not-found') }))

export const profileHandlers = [
  http.get(platform('/profile'), async ({ request }) => {
    await latency()
    const denied = unauthorized(request)
    if (denied) return denied
    if (hasScenario('profile-not-found') && !profileState.get().created) {
      return HttpResponse.json({ message: 'User profile not found' }, { status: 404 })
    }
    return HttpResponse.json(currentProfile(request))
  }),
  http.post(platform('/profile'), async ({ request }) => {
    await latency()
    const denied = unauthorized(request)
    if (denied) return denied
    if (profileState.get().created) return HttpResponse.json({ message: 'Profile already exists' }, { status: 409 })
    profileState.set({ created: true })
    return HttpResponse.json(demoProfile, { status: 201 })
  }),
  http.get(platform('/profile/permissions'), async ({ request }) => {
    await latency()
    const denied = unauthorized(request)
    if (denied) return denied
    // The demo user may do everything in each organization it belongs to, including ones it joined.
    const slugs = visibleOrganizations().map((organization) => organization.slug)
    return HttpResponse.json(
      slugs.map((organization_slug) => ({
        organization_slug,
        // Scenario read-only-member: reads only (and running read queries), no writes.
        actions: hasScenario('read-only-member') ? ['%:Read', '%:Read:%', 'tenant:Sql:Query'] : ['%'],
        resources: ['%'],
        project_refs: null,
        condition: null,
        restrictive: false,
      })),
    )
  }),
]
