import { http, HttpResponse } from 'msw'
import { hasScenario } from '../state'
import { latency } from '../utils'

/** The clock-skew scenario answers a time 5 minutes ahead, beyond the 2 minute threshold. */
export const utcTimeHandlers = [
  // Any prefix: the app asks {BASE_URL}api/get-utc-time, which is / under vitest.
  http.get('*/api/get-utc-time', async () => {
    await latency()
    const skew = hasScenario('clock-skew') ? 5 * 60 * 1000 : 0
    return HttpResponse.json({ utcTime: new Date(Date.now() + skew).toISOString() })
  }),
]
