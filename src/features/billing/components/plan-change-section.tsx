import { Alert, Button } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { PermissionAction, PermissionButton, PermissionResource, useCheckPermission } from '@/features/permissions'
import {
  subscriptionQueryOptions,
  useSubscriptionUpdateMutation,
} from '@/features/billing/api/subscription-query'
import { PLAN_NAMES, PricingPlans, planRank, toPlanId, type PlanCard } from '@/features/plans'
import { toast } from '@/lib/notify'
import { BillingSection } from './billing-section'
import { PlanChangeDialog } from './plan-change-dialog'

/** The pricing plan cards, each offering the change to its plan behind a confirmation. */
export function PlanChangeSection({ slug, managedByPartner }: { slug: string; managedByPartner: boolean }) {
  const subscription = useQuery(subscriptionQueryOptions(slug))
  const update = useSubscriptionUpdateMutation(slug)
  const [target, setTarget] = useState<PlanCard>()
  const { can } = useCheckPermission(
    PermissionAction.BILLING_WRITE,
    PermissionResource.STRIPE_SUBSCRIPTIONS,
    undefined,
    { organizationSlug: slug },
  )
  if (!subscription.data) return null
  const current = toPlanId(subscription.data.plan.id)

  const action = (card: PlanCard) => {
    if (card.planId === current)
      return (
        <Button variant="default" disabled fullWidth>
          Current plan
        </Button>
      )
    if (card.planId === 'enterprise') {
      return (
        <Button component="a" href={card.href} target="_blank" rel="noreferrer" variant="default" fullWidth>
          {card.cta}
        </Button>
      )
    }
    const label = `${planRank(card.planId) > planRank(current) ? 'Upgrade' : 'Downgrade'} to ${card.name}`
    const reason = managedByPartner
      ? 'This organization is billed through a marketplace; change its plan there.'
      : 'You need additional permissions to change the plan of this organization.'
    return (
      <PermissionButton allowed={can && !managedByPartner} reason={reason} fullWidth onClick={() => setTarget(card)}>
        {label}
      </PermissionButton>
    )
  }

  return (
    <BillingSection
      id="plans"
      title="Change plan"
      description="Plans are billed monthly. Usage beyond what a plan includes is billed at the overage rates."
    >
      {managedByPartner ? <Alert color="blue">This organization is billed through a marketplace.</Alert> : null}
      <PricingPlans currentPlan={current} action={action} />
      <PlanChangeDialog
        slug={slug}
        from={current}
        target={target}
        loading={update.isPending}
        onCancel={() => setTarget(undefined)}
        onConfirm={() =>
          target &&
          update.mutate(target.id, {
            onSuccess: () => {
              toast.success(`Your organization is now on the ${PLAN_NAMES[target.planId]} plan.`)
              setTarget(undefined)
            },
            onError: (error) => toast.error(`Failed to change the plan: ${error.message}`),
          })
        }
      />
    </BillingSection>
  )
}
