import { featureValueText, planFeature } from './plan-features'
import {
  FREE_ACTIVE_PROJECT_LIMIT,
  FREE_PROJECT_PAUSE_AFTER,
  INCLUDED_COMPUTE_CREDITS_USD,
  PLAN_MONTHLY_PRICE,
  PLAN_NAMES,
  type PlanId,
} from './plan-ids'

/** A card feature: a plain line, or the included amount paired with the overage price. */
export type PlanCardFeature = string | readonly [included: string, overage: string]

/** SPEC §3 Plan card. */
export interface PlanCard {
  id: 'tier_free' | 'tier_pro' | 'tier_team' | 'tier_enterprise'
  planId: PlanId
  name: string
  nameBadge?: string
  costUnit?: string
  href: string
  priceLabel?: string
  priceMonthly: number | 'Custom'
  description: string
  preface: string
  features: readonly PlanCardFeature[]
  footer?: string
  warning?: string
  cta: string
}

/** The enterprise card links to the contact form on an external host (SPEC §2). */
export const ENTERPRISE_CONTACT_URL = 'https://forms.example.com/enterprise'
export const COST_UNIT = '/ month'
export const PRICE_LABEL_FROM = 'From'
export const MOST_POPULAR_BADGE = 'Most Popular'
export const COMPUTE_CREDIT_WARNING = `$${INCLUDED_COMPUTE_CREDITS_USD} in compute credits included`
export const FREE_PLAN_FOOTER = `Free projects are paused after ${FREE_PROJECT_PAUSE_AFTER} of inactivity. Limit of ${FREE_ACTIVE_PROJECT_LIMIT} active projects.`

/** 'Monthly active users: 100,000' and, on paid plans, 'then $0.00325 each' from the matrix. */
function quotaFeature(key: string, plan: 'free' | 'pro' | 'team'): PlanCardFeature {
  const row = planFeature(key)
  const included = `${row.title}: ${String(row.values[plan])}`
  return plan === 'free' || !row.overage ? included : [included, `then ${row.overage}`]
}
const text = (key: string, plan: PlanId) =>
  `${planFeature(key).title}: ${featureValueText(planFeature(key).values[plan])}`
const QUOTA_KEYS = ['monthly_active_users', 'database_size', 'egress', 'cached_egress', 'storage_size'] as const

export const PLAN_CARDS: readonly PlanCard[] = [
  {
    id: 'tier_free',
    planId: 'free',
    name: PLAN_NAMES.free,
    costUnit: COST_UNIT,
    href: '/new?plan=free',
    priceMonthly: PLAN_MONTHLY_PRICE.free,
    description: 'Perfect for passion projects and simple websites.',
    preface: 'Get started with:',
    features: [
      ...QUOTA_KEYS.map((key) => quotaFeature(key, 'free')),
      text('support', 'free'),
      text('log_retention', 'free'),
    ],
    footer: FREE_PLAN_FOOTER,
    cta: 'Start for Free',
  },
  {
    id: 'tier_pro',
    planId: 'pro',
    name: PLAN_NAMES.pro,
    nameBadge: MOST_POPULAR_BADGE,
    costUnit: COST_UNIT,
    href: '/new?plan=pro',
    priceLabel: PRICE_LABEL_FROM,
    priceMonthly: PLAN_MONTHLY_PRICE.pro,
    description: 'For production applications with the power to scale.',
    preface: 'Everything in the Free Plan, plus:',
    features: [
      ...QUOTA_KEYS.map((key) => quotaFeature(key, 'pro')),
      text('support', 'pro'),
      text('backups', 'pro'),
      text('log_retention', 'pro'),
    ],
    warning: COMPUTE_CREDIT_WARNING,
    cta: 'Upgrade now',
  },
  {
    id: 'tier_team',
    planId: 'team',
    name: PLAN_NAMES.team,
    costUnit: COST_UNIT,
    href: '/new?plan=team',
    priceLabel: PRICE_LABEL_FROM,
    priceMonthly: PLAN_MONTHLY_PRICE.team,
    description: 'Add features such as SSO, control over backups, and industry certifications.',
    preface: 'Everything in the Pro Plan, plus:',
    features: [
      'SOC2',
      'SSO for the dashboard',
      text('roles', 'team'),
      text('support', 'team'),
      text('backups', 'team'),
      text('log_retention', 'team'),
    ],
    warning: COMPUTE_CREDIT_WARNING,
    cta: 'Upgrade now',
  },
  {
    id: 'tier_enterprise',
    planId: 'enterprise',
    name: PLAN_NAMES.enterprise,
    href: ENTERPRISE_CONTACT_URL,
    priceMonthly: PLAN_MONTHLY_PRICE.enterprise,
    description: 'For large-scale applications running Internet scale workloads.',
    preface: 'Everything in the Team Plan, plus:',
    features: [
      text('support', 'enterprise'),
      text('roles', 'enterprise'),
      text('log_retention', 'enterprise'),
      'HIPAA available as a paid add-on',
      'Uptime SLAs',
    ],
    cta: 'Contact Sales',
  },
]

