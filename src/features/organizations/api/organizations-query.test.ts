import { QueryClient } from '@tanstack/react-query'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { server } from '@mocks/node'
import { signInForTest } from '../../../../test/support/render'
import { setAccessTokenProvider } from '@/lib/http/client'
import { getAccessToken } from '@/features/auth/access-token'
import { organizationsQueryOptions } from './organizations-query'

const org = (id: number, slug: string, name: string, extra: Record<string, unknown> = {}) => ({
  id, slug, name, plan: { id: 'pro' }, billing_email: `${slug}@example.com`, billing_partner: null, ...extra,
})

describe('organizations query (SPEC §3, §7)', () => {
  it('sorts by name with a locale comparison and maps billing_email, managed_by and partner_id', async () => {
    signInForTest()
    setAccessTokenProvider(getAccessToken)
    server.use(
      http.get('*/platform/organizations', () =>
        HttpResponse.json([
          org(1, 'zeta', 'Zeta'),
          org(2, 'vercel_icl_abc123', 'émile', { billing_partner: 'vercel_marketplace' }),
          org(3, 'alpha', 'alpha', { billing_email: null, billing_partner: 'aws_marketplace', extra_field: 42 }),
          org(4, 'beta', 'Beta', { billing_partner: 'fly' }),
        ]),
      ),
    )
    const organizations = await new QueryClient().fetchQuery(organizationsQueryOptions())
    expect(organizations.map((o) => o.name)).toEqual(['alpha', 'Beta', 'émile', 'Zeta'])
    const [alpha, beta, emile, zeta] = organizations
    expect(alpha).toMatchObject({ billing_email: 'Unknown', managed_by: 'aws-marketplace', partner_id: undefined, extra_field: 42 })
    expect(beta).toMatchObject({ managed_by: 'supabase', billing_email: 'beta@example.com' })
    expect(emile).toMatchObject({ managed_by: 'vercel-marketplace', partner_id: 'icl_abc123' })
    expect(zeta).toMatchObject({ managed_by: 'supabase', partner_id: undefined })
  })

  it('asks for the organizations only after the profile has loaded', async () => {
    signInForTest()
    setAccessTokenProvider(getAccessToken)
    const order: string[] = []
    server.events.on('response:mocked', ({ request }) => order.push(`done ${new URL(request.url).pathname}`))
    server.events.on('request:start', ({ request }) => order.push(`start ${new URL(request.url).pathname}`))
    await new QueryClient().fetchQuery(organizationsQueryOptions())
    server.events.removeAllListeners()
    expect(order).toEqual(['start /platform/profile', 'done /platform/profile', 'start /platform/organizations', 'done /platform/organizations'])
  })
})
