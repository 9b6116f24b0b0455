import { http, HttpResponse } from 'msw'
import { hasScenario } from '../state'
import { latency, platform } from '../utils'

/**
 * Banner feature flags (SPEC §8: ongoingIncident, showNoticeBanner, clockSkewBanner) as the platform's
 * flag service answers them. The dashboard ORs them with the same keys in config.json; the incident and
 * notice scenarios switch them on here. A flag left out keeps the config value.
 */
export const bannerHandlers = [
  http.get(platform('/banner-flags'), async () => {
    await latency()
    return HttpResponse.json({
      ongoingIncident: hasScenario('incident'),
      showNoticeBanner: hasScenario('notice'),
    })
  }),
]
