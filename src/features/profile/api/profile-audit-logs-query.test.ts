import { QueryClient } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import { server } from '@mocks/node'
import { getAccessToken } from '@/features/auth/access-token'
import { setAccessTokenProvider } from '@/lib/http/client'
import { signInForTest } from '../../../../test/support/render'
import { profileAuditLogsQueryOptions } from './profile-audit-logs-query'

describe('profile audit logs', () => {
  it('asks for the entries between date_start and date_end', async () => {
    signInForTest()
    setAccessTokenProvider(getAccessToken)
    const urls: URL[] = []
    server.events.on('request:start', ({ request }) => urls.push(new URL(request.url)))
    const range = { dateStart: '2026-10-01T00:00:00Z', dateEnd: '2026-11-30T23:59:59Z' }
    const entries = await new QueryClient().fetchQuery(profileAuditLogsQueryOptions(range))
    server.events.removeAllListeners()
    expect(entries.map((entry) => entry.action)).toEqual(['project.create', 'organization.member.invite'])
    expect(urls[0]!.searchParams.get('date_start')).toBe(range.dateStart)
    expect(urls[0]!.searchParams.get('date_end')).toBe(range.dateEnd)
  })
})
