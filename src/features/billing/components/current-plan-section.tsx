import { Badge, Group, Text } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { formatDateRange } from '@/lib/format/date-time'
import { subscriptionQueryOptions } from '@/features/billing/api/subscription-query'
import { COST_UNIT, PLAN_NAMES, formatPlanPrice, toPlanId } from '@/features/plans'
import { usageQueryOptions } from '../api/usage-query'
import { BillingSection, QueryState } from './billing-section'
import { UsageBars } from './usage-bars'

/** The current plan, its price and this period's usage against what the plan includes. */
export function CurrentPlanSection({ slug }: { slug: string }) {
  const subscription = useQuery(subscriptionQueryOptions(slug))
  const usage = useQuery(usageQueryOptions(slug))
  const plan = subscription.data ? toPlanId(subscription.data.plan.id) : undefined
  const period =
    subscription.data?.current_period_start && subscription.data.current_period_end
      ? formatDateRange(subscription.data.current_period_start, subscription.data.current_period_end)
      : undefined
  return (
    <BillingSection id="plan" title="Current plan" description={period ? `Billing period ${period}` : undefined}>
      <QueryState isPending={subscription.isPending} error={subscription.error} what="The subscription" />
      {plan ? (
        <>
          <Group gap="sm">
            <Badge size="lg" data-testid="current-plan">
              {PLAN_NAMES[plan]} plan
            </Badge>
            <Text fw={600}>
              {formatPlanPrice(plan)}
              {plan === 'enterprise' ? '' : ` ${COST_UNIT}`}
            </Text>
          </Group>
          <QueryState isPending={usage.isPending} error={usage.error} what="Usage" />
          {usage.data ? <UsageBars plan={plan} usages={usage.data} /> : null}
        </>
      ) : null}
    </BillingSection>
  )
}
