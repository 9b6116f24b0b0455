import { createFileRoute } from '@tanstack/react-router'
import { EmptyState } from '@/components/empty-state'
import { PageHeader } from '@/components/page-header'

export const Route = createFileRoute('/_app/support/new')({
  component: () => (
    <>
      <PageHeader title="Contact support" />
      <EmptyState title="Contact support">Tell us what went wrong and we will get back to you by email.</EmptyState>
    </>
  ),
})
