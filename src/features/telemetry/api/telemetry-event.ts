import { z } from 'zod/mini'
import { api } from '@/lib/http/client'

/** CONTRACT §3: POST {base}/platform/telemetry/event with {action, page_url, page_title, properties, groups}. */
export interface TelemetryEventPayload {
  action: string
  page_url: string
  page_title: string
  properties: Record<string, unknown>
  groups: Record<string, string>
}

export function postTelemetryEvent(payload: TelemetryEventPayload) {
  return api.postJson('/platform/telemetry/event', payload, z.unknown())
}
