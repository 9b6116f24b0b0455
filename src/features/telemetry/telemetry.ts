import { postTelemetryEvent } from './api/telemetry-event'

export const TELEMETRY_FAILURE_LOG = 'Failed to send Telemetry event'

export interface TelemetryEvent {
  action: string
  properties?: Record<string, unknown>
  /** e.g. { project: ref, organization: slug } */
  groups?: Record<string, string>
}

let telemetryAllowed: () => boolean = () => true

/** The consent feature says whether telemetry may be sent (default: allowed). */
export function setTelemetryAllowed(isAllowed: () => boolean) {
  telemetryAllowed = isAllowed
}

/**
 * Sends one event with the current page path (SPEC §7): never the query or fragment, which can carry
 * SQL, invitation tokens or a session. Never throws; failures are only logged (SPEC §8).
 */
export async function sendTelemetryEvent({ action, properties = {}, groups = {} }: TelemetryEvent): Promise<void> {
  if (!telemetryAllowed()) return
  try {
    await postTelemetryEvent({
      action,
      page_url: window.location.pathname,
      page_title: document.title,
      properties,
      groups,
    })
  } catch (error) {
    console.log(TELEMETRY_FAILURE_LOG, error)
  }
}
