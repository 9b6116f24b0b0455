import { createFileRoute } from '@tanstack/react-router'
import { BillingPage } from '@/features/billing/components/billing-page'
import { billingAddressQueryOptions } from '@/features/billing/api/billing-address-query'
import { invoicesQueryOptions } from '@/features/billing/api/invoices-query'
import { paymentMethodsQueryOptions } from '@/features/billing/api/payment-methods-query'
import { subscriptionQueryOptions } from '@/features/billing/api/subscription-query'
import { taxIdsQueryOptions } from '@/features/billing/api/tax-ids-query'
import { usageQueryOptions } from '@/features/billing/api/usage-query'

export const Route = createFileRoute('/_app/org/$slug/billing')({
  // Every section's data starts with the navigation (or the link's hover), side by side, not after the
  // page's chunk has rendered. Not awaited: each section shows its own loading and error state. The
  // customer profile needs a permission first, so its section asks for it.
  // The loader travels with the page's chunk: its query modules stay off the entry (the first screen).
  codeSplitGroupings: [['loader', 'component'], ['pendingComponent']],
  loader: ({ context: { queryClient }, params: { slug } }) => {
    void queryClient.prefetchQuery(subscriptionQueryOptions(slug))
    void queryClient.prefetchQuery(usageQueryOptions(slug))
    void queryClient.prefetchQuery(billingAddressQueryOptions(slug))
    void queryClient.prefetchQuery(paymentMethodsQueryOptions(slug))
    void queryClient.prefetchQuery(taxIdsQueryOptions(slug))
    void queryClient.prefetchQuery(invoicesQueryOptions(slug))
  },
  component: function BillingRoute() {
    return <BillingPage slug={Route.useParams().slug} />
  },
})
