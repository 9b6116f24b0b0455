import { createFileRoute } from '@tanstack/react-router'
import { z } from 'zod'
import { EmptyState } from '@/components/empty-state'
import { PageHeader } from '@/components/page-header'

export const Route = createFileRoute('/_app/new/')({
  validateSearch: z.object({ plan: z.enum(['free', 'pro', 'team']).optional().catch(undefined) }),
  component: () => (
    <>
      <PageHeader title="Create a new project" />
      <EmptyState title="Create a new project">Pick the organization for your new project.</EmptyState>
    </>
  ),
})
