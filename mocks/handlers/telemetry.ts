import { http, HttpResponse } from 'msw'
import { latency, platform } from '../utils'

/** Telemetry events are accepted and dropped. */
export const telemetryHandlers = [
  http.post(platform('/telemetry/event'), async () => {
    await latency()
    return new HttpResponse(null, { status: 204 })
  }),
]
