import { z } from 'zod/mini'
import { create } from 'zustand'
import { getConfig } from '@/lib/config/config'

export const CONSENT_STORAGE_KEY = 'dashboard-consent'
/** The consent service that covers product telemetry (SPEC §4: telemetry only with consent). */
export const TELEMETRY_SERVICE_ID = 'dashboard-telemetry'
/** The cookie that identifies this browser to telemetry; expired when consent is withdrawn. */
export const TELEMETRY_COOKIE = 'dashboard_telemetry_id'

const decisionSchema = z.object({
  decidedAt: z.string(),
  /** Status of every service not listed below: true after Accept, false after Opt out. */
  allServices: z.boolean(),
  services: z.record(z.string(), z.boolean()),
})
export type ConsentDecision = z.infer<typeof decisionSchema>

function readDecision(): ConsentDecision | null {
  try {
    const raw = localStorage.getItem(CONSENT_STORAGE_KEY)
    if (!raw) return null
    const parsed = decisionSchema.safeParse(JSON.parse(raw))
    return parsed.success ? parsed.data : null
  } catch {
    return null
  }
}

export function expireTelemetryCookie() {
  document.cookie = `${TELEMETRY_COOKIE}=; Max-Age=0; path=/; SameSite=Lax`
}

export const isServiceAllowed = (decision: ConsentDecision | null, serviceId: string) =>
  decision ? (decision.services[serviceId] ?? decision.allServices) : false

interface ConsentState {
  /** null while undecided: the toast shows. */
  decision: ConsentDecision | null
  acceptAll: () => void
  denyAll: () => void
  /** Applies the statuses chosen in the privacy settings. */
  applyServices: (services: Record<string, boolean>) => void
  reload: () => void
}

function decide(allServices: boolean, services: Record<string, boolean>): ConsentDecision {
  const decision = { decidedAt: new Date().toISOString(), allServices, services }
  localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify(decision))
  if (!isServiceAllowed(decision, TELEMETRY_SERVICE_ID)) expireTelemetryCookie()
  return decision
}

export const useConsentStore = create<ConsentState>()((set) => ({
  decision: readDecision(),
  acceptAll: () => set({ decision: decide(true, {}) }),
  denyAll: () => set({ decision: decide(false, {}) }),
  applyServices: (services) => set({ decision: decide(false, services) }),
  reload: () => set({ decision: readDecision() }),
}))

// A decision made in another tab of this browser applies here too: its toast must not stay up and be
// answered twice (issue 25 item 8).
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === null || event.key === CONSENT_STORAGE_KEY) useConsentStore.getState().reload()
  })
}

/** Consent is managed on the hosted platform only; elsewhere it counts as accepted (SPEC §4). */
export const isConsentManaged = () => getConfig().platform

/** Whether telemetry may be sent now: self-hosted always, hosted only with consent. */
export function telemetryAllowedByConsent() {
  return !isConsentManaged() || isServiceAllowed(useConsentStore.getState().decision, TELEMETRY_SERVICE_ID)
}
