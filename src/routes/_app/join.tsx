import { createFileRoute } from '@tanstack/react-router'
import { EmptyState } from '@/components/empty-state'
import { PageHeader } from '@/components/page-header'

export const Route = createFileRoute('/_app/join')({
  component: () => (
    <>
      <PageHeader title="Join organization" />
      <EmptyState title="Join organization">Accept an invitation to join an organization.</EmptyState>
    </>
  ),
})
