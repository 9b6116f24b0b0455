import { http, HttpResponse } from 'msw'
import { hasScenario } from '../state'
import { latency, platform } from '../utils'

/** Consent categories of the privacy settings (SPEC §3), each with its services and default status. */
export const consentCategoriesFixture = () => [
  {
    slug: 'essential',
    label: 'Strictly necessary',
    description: 'Keep you signed in, remember your consent and protect the dashboard. These cannot be turned off.',
    isEssential: true,
    services: [
      { id: 'dashboard-session', status: true },
      { id: 'consent-record', status: true },
    ],
  },
  {
    slug: 'analytics',
    label: 'Analytics',
    description: 'Anonymous product telemetry that tells us which features are used, so we can improve them.',
    isEssential: false,
    services: [{ id: 'dashboard-telemetry', status: false }],
  },
  {
    slug: 'marketing',
    label: 'Marketing',
    description: 'Measure which campaigns brought you to the platform.',
    isEssential: false,
    services: [{ id: 'campaign-attribution', status: false }],
  },
]

export const consentHandlers = [
  http.get(platform('/consent/categories'), async () => {
    await latency()
    if (hasScenario('privacy-settings-error'))
      return HttpResponse.json({ message: 'Consent service unavailable' }, { status: 503 })
    return HttpResponse.json(consentCategoriesFixture())
  }),
]
