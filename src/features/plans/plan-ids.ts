/** The four plans of SPEC §1/§9, cheapest first. */
export const PLAN_IDS = ['free', 'pro', 'team', 'enterprise'] as const
export type PlanId = (typeof PLAN_IDS)[number]

/** Plans with a self-serve price and included amounts (enterprise is negotiated). */
export const PRICED_PLAN_IDS = ['free', 'pro', 'team'] as const
export type PricedPlanId = (typeof PRICED_PLAN_IDS)[number]

export const PLAN_NAMES: Record<PlanId, string> = { free: 'Free', pro: 'Pro', team: 'Team', enterprise: 'Enterprise' }

/** SPEC §9 Plans and prices: Free $0, Pro $25, Team $599 per month, Enterprise custom. */
export const PLAN_MONTHLY_PRICE: Record<PlanId, number | 'Custom'> = {
  free: 0,
  pro: 25,
  team: 599,
  enterprise: 'Custom',
}

/** Pro and Team include $10 in compute credits (SPEC §9). */
export const INCLUDED_COMPUTE_CREDITS_USD = 10

/** Free: 2 active projects, paused after 1 week of inactivity (SPEC §4, §9). */
export const FREE_ACTIVE_PROJECT_LIMIT = 2
export const FREE_PROJECT_PAUSE_AFTER = '1 week'

export function isPlanId(value: string | undefined | null): value is PlanId {
  return (PLAN_IDS as readonly string[]).includes(value ?? '')
}

/** Unknown plan ids (e.g. a legacy tier) are treated as free, the most restrictive plan. */
export function toPlanId(value: string | undefined | null): PlanId {
  return isPlanId(value) ? value : 'free'
}

export function planRank(plan: PlanId) {
  return PLAN_IDS.indexOf(plan)
}

/** '$25', '$0', or 'Custom'. */
export function formatPlanPrice(plan: PlanId) {
  const price = PLAN_MONTHLY_PRICE[plan]
  return price === 'Custom' ? 'Custom' : `$${price}`
}
