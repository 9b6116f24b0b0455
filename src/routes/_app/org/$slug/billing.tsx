import { createFileRoute } from '@tanstack/react-router'
import { EmptyState } from '@/components/empty-state'
import { PageHeader } from '@/components/page-header'

export const Route = createFileRoute('/_app/org/$slug/billing')({
  component: () => (
    <>
      <PageHeader title="Billing" />
      <EmptyState title="Billing">Your plan, usage, billing address and invoices.</EmptyState>
    </>
  ),
})
