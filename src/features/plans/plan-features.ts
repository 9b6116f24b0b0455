import {
  FREE_ACTIVE_PROJECT_LIMIT,
  FREE_PROJECT_PAUSE_AFTER,
  INCLUDED_COMPUTE_CREDITS_USD,
  type PlanId,
  type PricedPlanId,
} from './plan-ids'
import { PLAN_ROLE_MODEL } from './plan-roles'

/** A cell of the matrix: included or not, a text, or a list (SPEC §3 Plan feature matrix row). */
export type FeatureValue = boolean | string | readonly string[]

export const KB = 1024
export const MB = 1024 * KB
export const GB = 1024 * MB

/** Numeric included amounts of a usage-based row, for the billing usage bars. */
export interface UsageQuota {
  unit: 'count' | 'bytes'
  included: Record<PricedPlanId, number>
}

export interface PlanFeatureRow {
  key: string
  title: string
  values: Record<PlanId, FeatureValue>
  usage_based: boolean
  /** Price beyond the included amount on Pro and Team (SPEC §9 'Overage'). */
  overage?: string
  quota?: UsageQuota
}

const CUSTOM = 'Custom'
const same = (pro: FeatureValue, enterprise: FeatureValue = CUSTOM) => ({ pro, team: pro, enterprise })
const paidOnly = (rate: string) => ({ free: false, ...same(rate) })

/** SPEC §9 'Plans and prices' table, one row per line, in the spec's order. */
export const PLAN_USAGE_ROWS = [
  {
    key: 'monthly_active_users',
    title: 'Monthly active users',
    usage_based: true,
    overage: '$0.00325 each',
    values: { free: '50,000', ...same('100,000') },
    quota: { unit: 'count', included: { free: 50_000, pro: 100_000, team: 100_000 } },
  },
  {
    key: 'database_size',
    title: 'Database size',
    usage_based: true,
    overage: '$0.125 per GB',
    values: { free: '500 MB', pro: '8 GB per project', team: '8 GB', enterprise: CUSTOM },
    quota: { unit: 'bytes', included: { free: 500 * MB, pro: 8 * GB, team: 8 * GB } },
  },
  {
    key: 'egress',
    title: 'Egress',
    usage_based: true,
    overage: '$0.09 per GB',
    values: { free: '5 GB', ...same('250 GB') },
    quota: { unit: 'bytes', included: { free: 5 * GB, pro: 250 * GB, team: 250 * GB } },
  },
  {
    key: 'cached_egress',
    title: 'Cached egress',
    usage_based: true,
    overage: '$0.03 per GB',
    values: { free: '5 GB', ...same('250 GB') },
    quota: { unit: 'bytes', included: { free: 5 * GB, pro: 250 * GB, team: 250 * GB } },
  },
  {
    key: 'storage_size',
    title: 'File storage',
    usage_based: true,
    overage: '$0.021 per GB',
    values: { free: '1 GB', ...same('100 GB') },
    quota: { unit: 'bytes', included: { free: 1 * GB, pro: 100 * GB, team: 100 * GB } },
  },
  { key: 'max_upload', title: 'Max upload', usage_based: false, values: { free: '50 MB', ...same('500 GB') } },
  {
    key: 'function_invocations',
    title: 'Function invocations',
    usage_based: true,
    overage: '$2 per million',
    values: { free: '500,000', ...same('2M') },
    quota: { unit: 'count', included: { free: 500_000, pro: 2_000_000, team: 2_000_000 } },
  },
  {
    key: 'realtime_connections',
    title: 'Realtime connections',
    usage_based: true,
    overage: '$10 per 1000',
    values: { free: '200', ...same('500') },
    quota: { unit: 'count', included: { free: 200, pro: 500, team: 500 } },
  },
  {
    key: 'realtime_messages',
    title: 'Realtime messages',
    usage_based: true,
    overage: '$2.50 per million',
    values: { free: '2M', ...same('5M') },
    quota: { unit: 'count', included: { free: 2_000_000, pro: 5_000_000, team: 5_000_000 } },
  },
  {
    key: 'max_realtime_message',
    title: 'Max realtime message',
    usage_based: false,
    values: { free: '250 KB', ...same('3 MB') },
  },
  {
    key: 'log_retention',
    title: 'Log retention',
    usage_based: false,
    values: { free: '1 day', pro: '7 days', team: '28 days', enterprise: '90 days' },
  },
  {
    key: 'auth_audit_trail',
    title: 'Auth audit trail',
    usage_based: false,
    values: { free: '1 hour', pro: '7 days', team: '28 days', enterprise: CUSTOM },
  },
  {
    key: 'backups',
    title: 'Backups',
    usage_based: false,
    values: { free: false, pro: 'Daily, 7 days', team: 'Daily, 14 days', enterprise: CUSTOM },
  },
] as const satisfies readonly PlanFeatureRow[]

/** SPEC §9 'Other limits and rates', §6 roles and compliance. */
export const PLAN_OTHER_ROWS = [
  {
    key: 'active_projects',
    title: 'Active projects',
    usage_based: false,
    values: { free: String(FREE_ACTIVE_PROJECT_LIMIT), ...same('Unlimited', 'Unlimited') },
  },
  {
    key: 'project_pausing',
    title: 'Project pausing',
    usage_based: false,
    values: { free: `Paused after ${FREE_PROJECT_PAUSE_AFTER} of inactivity`, ...same('Never paused', 'Never paused') },
  },
  {
    key: 'support',
    title: 'Support',
    usage_based: false,
    values: {
      free: 'Community support',
      pro: 'Email support',
      team: 'Priority email support',
      enterprise: 'Dedicated support',
    },
  },
  {
    key: 'compute_credits',
    title: 'Compute credits',
    usage_based: false,
    values: { free: false, ...same(`$${INCLUDED_COMPUTE_CREDITS_USD} included`) },
  },
  { key: 'branching', title: 'Branch', usage_based: true, values: paidOnly('$0.01344 per hour') },
  { key: 'pitr', title: 'Point-in-time recovery', usage_based: true, values: paidOnly('$100 per month per 7 days') },
  {
    key: 'log_drain',
    title: 'Log drain',
    usage_based: true,
    values: paidOnly('$60 per month plus $0.20 per million events plus $0.09 per GB'),
  },
  { key: 'custom_domain', title: 'Custom domain', usage_based: true, values: paidOnly('$10 per month') },
  {
    key: 'image_transformations',
    title: 'Image transformations',
    usage_based: true,
    values: paidOnly('100 origin images included, then $5 per 1000'),
  },
  { key: 'saml', title: 'SAML', usage_based: true, values: paidOnly('50 included, then $0.015 per MAU') },
  {
    key: 'phone_mfa',
    title: 'Phone MFA',
    usage_based: true,
    values: paidOnly('$75 per month for the first project, then $10 for each more'),
  },
  { key: 'roles', title: 'Roles', usage_based: false, values: roleLabels() },
  { key: 'sso', title: 'SSO', usage_based: false, values: { free: false, pro: false, team: true, enterprise: true } },
  { key: 'soc2', title: 'SOC2', usage_based: false, values: { free: false, pro: false, team: true, enterprise: true } },
  {
    key: 'hipaa',
    title: 'HIPAA',
    usage_based: false,
    values: { free: false, pro: false, team: 'Paid add-on', enterprise: 'Paid add-on' },
  },
] as const satisfies readonly PlanFeatureRow[]

function roleLabels(): Record<PlanId, readonly string[]> {
  return {
    free: PLAN_ROLE_MODEL.free.labels,
    pro: PLAN_ROLE_MODEL.pro.labels,
    team: PLAN_ROLE_MODEL.team.labels,
    enterprise: PLAN_ROLE_MODEL.enterprise.labels,
  }
}

/** The whole feature matrix: every row the pricing cards, the matrix and billing read. */
export const PLAN_FEATURE_MATRIX: readonly PlanFeatureRow[] = [...PLAN_USAGE_ROWS, ...PLAN_OTHER_ROWS]

export function planFeature(key: string): PlanFeatureRow {
  const row = PLAN_FEATURE_MATRIX.find((r) => r.key === key)
  if (!row) throw new Error(`Unknown plan feature: ${key}`)
  return row
}

/** Shows a cell as text: lists joined, booleans as Included / Not included. */
export function featureValueText(value: FeatureValue): string {
  if (value === true) return 'Included'
  if (value === false) return 'Not included'
  return typeof value === 'string' ? value : value.join(', ')
}

/** Rows whose value differs between two plans: what changes when switching plan. */
export function planDifferences(from: PlanId, to: PlanId) {
  return PLAN_FEATURE_MATRIX.filter(
    (row) => featureValueText(row.values[from]) !== featureValueText(row.values[to]),
  ).map((row) => ({
    key: row.key,
    title: row.title,
    from: featureValueText(row.values[from]),
    to: featureValueText(row.values[to]),
  }))
}
