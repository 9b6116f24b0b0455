import { SimpleGrid } from '@mantine/core'
import type { ReactNode } from 'react'
import { PLAN_CARDS, type PlanCard as PlanCardData } from '../plan-cards'
import type { PlanId } from '../plan-ids'
import { PlanCard } from './plan-card'

/** The four plan cards side by side (SPEC §2 Pricing plan cards). */
export function PricingPlans({
  currentPlan,
  action,
}: {
  currentPlan?: PlanId
  action: (card: PlanCardData) => ReactNode
}) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="md">
      {PLAN_CARDS.map((card) => (
        <PlanCard key={card.id} card={card} action={action(card)} current={card.planId === currentPlan} />
      ))}
    </SimpleGrid>
  )
}
