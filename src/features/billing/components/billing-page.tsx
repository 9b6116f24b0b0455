import { Stack, Title } from '@mantine/core'
import { useSuspenseQuery } from '@tanstack/react-query'
import { PageHeader } from '@/components/page-header'
import { organizationKeys } from '@/features/organizations/api/keys'
import { organizationsQueryOptions } from '@/features/organizations/api/organizations-query'
import { PlanFeatureMatrix, toPlanId } from '@/features/plans'
import { BillingAddressSection } from './billing-address-section'
import { CurrentPlanSection } from './current-plan-section'
import { CustomerProfileSection } from './customer-profile-section'
import { InvoicesSection } from './invoices-section'
import { PaymentMethodsSection } from './payment-methods-section'
import { PlanChangeSection } from './plan-change-section'
import { TaxIdsSection } from './tax-ids-section'
import { useScrollToHash } from './use-scroll-to-hash'

/** /org/{slug}/billing with the #address and #invoices anchors. */
export function BillingPage({ slug }: { slug: string }) {
  const { data: organizations } = useSuspenseQuery(organizationsQueryOptions())
  const organization = organizations.find((o) => o.slug === slug)
  useScrollToHash(organizationKeys.organization(slug))
  if (!organization) return null
  return (
    <>
      <PageHeader title="Billing" description={`Plan, usage, billing details and invoices of ${organization.name}.`} />
      <Stack gap="lg">
        <CurrentPlanSection slug={slug} />
        <PlanChangeSection slug={slug} managedByPartner={organization.managed_by !== 'supabase'} />
        <section aria-labelledby="compare-plans">
          <Title order={2} size="h4" id="compare-plans" mb="sm">
            Compare plans
          </Title>
          <PlanFeatureMatrix currentPlan={toPlanId(organization.plan.id)} />
        </section>
        <BillingAddressSection slug={slug} />
        <PaymentMethodsSection slug={slug} />
        <TaxIdsSection slug={slug} />
        <CustomerProfileSection slug={slug} />
        <InvoicesSection slug={slug} />
      </Stack>
    </>
  )
}
