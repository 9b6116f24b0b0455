import { createFileRoute } from '@tanstack/react-router'
import { EmptyState } from '@/components/empty-state'
import { PageHeader } from '@/components/page-header'

export const Route = createFileRoute('/_app/new/$slug')({
  component: () => (
    <>
      <PageHeader title="Create a new project" />
      <EmptyState title="Create a new project">Choose a name, region, size and database password for your new project.</EmptyState>
    </>
  ),
})
