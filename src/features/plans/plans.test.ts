import { describe, expect, it } from 'vitest'
import { GB, MB, PLAN_FEATURE_MATRIX, PLAN_USAGE_ROWS, planDifferences, planFeature } from './plan-features'
import { PLAN_CARDS } from './plan-cards'
import { FREE_ACTIVE_PROJECT_LIMIT, PLAN_MONTHLY_PRICE, formatPlanPrice, toPlanId } from './plan-ids'
import { PLAN_ROLE_MODEL } from './plan-roles'

describe('plan cards (SPEC §3 Plan card, §9 Plans and prices)', () => {
  it('has the four cards with their ids, plan ids, names and prices', () => {
    expect(PLAN_CARDS.map((c) => [c.id, c.planId, c.name, c.priceMonthly])).toEqual([
      ['tier_free', 'free', 'Free', 0],
      ['tier_pro', 'pro', 'Pro', 25],
      ['tier_team', 'team', 'Team', 599],
      ['tier_enterprise', 'enterprise', 'Enterprise', 'Custom'],
    ])
    expect(PLAN_MONTHLY_PRICE).toEqual({ free: 0, pro: 25, team: 599, enterprise: 'Custom' })
    expect(formatPlanPrice('team')).toBe('$599')
  })

  it("puts 'Most Popular' on Pro only and 'From' on Pro and Team only", () => {
    expect(PLAN_CARDS.map((c) => c.nameBadge)).toEqual([undefined, 'Most Popular', undefined, undefined])
    expect(PLAN_CARDS.map((c) => c.priceLabel)).toEqual([undefined, 'From', 'From', undefined])
  })

  it("uses '/ month' as cost unit and the $10 compute credit warning on Pro and Team", () => {
    expect(PLAN_CARDS.map((c) => c.costUnit)).toEqual(['/ month', '/ month', '/ month', undefined])
    expect(PLAN_CARDS.map((c) => c.warning)).toEqual([
      undefined,
      '$10 in compute credits included',
      '$10 in compute credits included',
      undefined,
    ])
  })

  it('has a footer on Free only, naming the pause after 1 week and the 2 active projects', () => {
    expect(PLAN_CARDS.map((c) => c.footer)).toEqual([
      'Free projects are paused after 1 week of inactivity. Limit of 2 active projects.',
      undefined,
      undefined,
      undefined,
    ])
    expect(FREE_ACTIVE_PROJECT_LIMIT).toBe(2)
  })

  it('links the enterprise card to the external contact form', () => {
    const enterprise = PLAN_CARDS[3]!
    expect(new URL(enterprise.href).protocol).toBe('https:')
    expect(enterprise.cta).toBe('Contact Sales')
  })

  it('pairs the included amount with the overage price on paid cards', () => {
    const pro = PLAN_CARDS[1]!
    expect(pro.features).toContainEqual(['Monthly active users: 100,000', 'then $0.00325 each'])
    expect(pro.features).toContainEqual(['Database size: 8 GB per project', 'then $0.125 per GB'])
    expect(PLAN_CARDS[0]!.features).toContain('Monthly active users: 50,000')
  })
})

describe('feature matrix (SPEC §9 table)', () => {
  const row = (key: string) => {
    const r = planFeature(key)
    return [r.title, r.values.free, r.values.pro, r.values.team, r.overage ?? 'n/a']
  }

  it.each([
    ['monthly_active_users', ['Monthly active users', '50,000', '100,000', '100,000', '$0.00325 each']],
    ['database_size', ['Database size', '500 MB', '8 GB per project', '8 GB', '$0.125 per GB']],
    ['egress', ['Egress', '5 GB', '250 GB', '250 GB', '$0.09 per GB']],
    ['cached_egress', ['Cached egress', '5 GB', '250 GB', '250 GB', '$0.03 per GB']],
    ['storage_size', ['File storage', '1 GB', '100 GB', '100 GB', '$0.021 per GB']],
    ['max_upload', ['Max upload', '50 MB', '500 GB', '500 GB', 'n/a']],
    ['function_invocations', ['Function invocations', '500,000', '2M', '2M', '$2 per million']],
    ['realtime_connections', ['Realtime connections', '200', '500', '500', '$10 per 1000']],
    ['realtime_messages', ['Realtime messages', '2M', '5M', '5M', '$2.50 per million']],
    ['max_realtime_message', ['Max realtime message', '250 KB', '3 MB', '3 MB', 'n/a']],
    ['log_retention', ['Log retention', '1 day', '7 days', '28 days', 'n/a']],
    ['auth_audit_trail', ['Auth audit trail', '1 hour', '7 days', '28 days', 'n/a']],
    ['backups', ['Backups', false, 'Daily, 7 days', 'Daily, 14 days', 'n/a']],
  ])('%s', (key, expected) => {
    expect(row(key)).toEqual(expected)
  })

  it('holds the rows of the spec table in order, then the other limits and rates', () => {
    expect(PLAN_USAGE_ROWS).toHaveLength(13)
    expect(planFeature('log_retention').values.enterprise).toBe('90 days')
    expect(PLAN_FEATURE_MATRIX.map((r) => r.key)).toEqual(
      expect.arrayContaining([
        'active_projects',
        'project_pausing',
        'support',
        'branching',
        'pitr',
        'log_drain',
        'custom_domain',
        'image_transformations',
        'saml',
        'phone_mfa',
      ]),
    )
  })

  it.each([
    ['active_projects', 'free', '2'],
    ['project_pausing', 'free', 'Paused after 1 week of inactivity'],
    ['support', 'free', 'Community support'],
    ['support', 'pro', 'Email support'],
    ['branching', 'pro', '$0.01344 per hour'],
    ['pitr', 'pro', '$100 per month per 7 days'],
    ['log_drain', 'team', '$60 per month plus $0.20 per million events plus $0.09 per GB'],
    ['custom_domain', 'pro', '$10 per month'],
    ['image_transformations', 'pro', '100 origin images included, then $5 per 1000'],
    ['saml', 'pro', '50 included, then $0.015 per MAU'],
    ['phone_mfa', 'pro', '$75 per month for the first project, then $10 for each more'],
    ['compute_credits', 'pro', '$10 included'],
    ['hipaa', 'team', 'Paid add-on'],
  ] as const)('%s on %s is %s', (key, plan, value) => {
    expect(planFeature(key).values[plan]).toBe(value)
  })

  it('marks usage-based rows and gives numeric included amounts for the usage bars', () => {
    expect(planFeature('egress').usage_based).toBe(true)
    expect(planFeature('max_upload').usage_based).toBe(false)
    expect(planFeature('database_size').quota?.included).toEqual({ free: 500 * MB, pro: 8 * GB, team: 8 * GB })
    expect(planFeature('monthly_active_users').quota?.included).toEqual({ free: 50_000, pro: 100_000, team: 100_000 })
    expect(planFeature('function_invocations').quota?.included).toEqual({
      free: 500_000,
      pro: 2_000_000,
      team: 2_000_000,
    })
    expect(planFeature('realtime_messages').quota?.included).toEqual({
      free: 2_000_000,
      pro: 5_000_000,
      team: 5_000_000,
    })
  })

  it('lists what changes between two plans', () => {
    expect(planDifferences('pro', 'team')).toContainEqual({
      key: 'log_retention',
      title: 'Log retention',
      from: '7 days',
      to: '28 days',
    })
    expect(planDifferences('pro', 'pro')).toEqual([])
  })
})

describe('plan roles (SPEC §6)', () => {
  it('gives Owner, Admin, Developer on free and pro; Read-only and project-scoped on team; custom on enterprise', () => {
    expect(PLAN_ROLE_MODEL.free.organizationRoles).toEqual(['Owner', 'Admin', 'Developer'])
    expect(PLAN_ROLE_MODEL.pro.organizationRoles).toEqual(['Owner', 'Admin', 'Developer'])
    expect(PLAN_ROLE_MODEL.team.organizationRoles).toEqual(['Owner', 'Admin', 'Developer', 'Read-only'])
    expect(PLAN_ROLE_MODEL.team.predefinedProjectRoles).toBe(true)
    expect(PLAN_ROLE_MODEL.team.customProjectRoles).toBe(false)
    expect(PLAN_ROLE_MODEL.enterprise.customProjectRoles).toBe(true)
  })

  it('treats unknown plan ids as free', () => {
    expect(toPlanId('payg')).toBe('free')
    expect(toPlanId('team')).toBe('team')
  })
})
