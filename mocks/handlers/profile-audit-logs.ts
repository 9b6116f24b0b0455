import { http, HttpResponse } from 'msw'
import { latency, platform, unauthorized } from '../utils'

const entries = [
  { id: 'aud_3', action: 'project.create', occurred_at: '2026-11-20T22:00:00Z', ip_address: '203.0.113.7', organization_slug: 'northwind', target: 'northwindstats' },
  { id: 'aud_2', action: 'organization.member.invite', occurred_at: '2026-10-02T09:30:00Z', ip_address: '203.0.113.7', organization_slug: 'globex', target: 'sam@globex.example' },
  { id: 'aud_1', action: 'user.sign_in', occurred_at: '2026-09-14T08:00:00Z', ip_address: '198.51.100.23', organization_slug: null, target: null },
]

/** The demo user's audit trail, filtered by date_start / date_end. */
export const profileAuditLogHandlers = [
  http.get(platform('/profile/audit-logs'), async ({ request }) => {
    await latency()
    const denied = unauthorized(request)
    if (denied) return denied
    const search = new URL(request.url).searchParams
    const start = Date.parse(search.get('date_start') ?? '')
    const end = Date.parse(search.get('date_end') ?? '')
    if (Number.isNaN(start) || Number.isNaN(end)) return HttpResponse.json({ message: 'date_start and date_end are required' }, { status: 400 })
    return HttpResponse.json(entries.filter((entry) => Date.parse(entry.occurred_at) >= start && Date.parse(entry.occurred_at) <= end))
  }),
]
