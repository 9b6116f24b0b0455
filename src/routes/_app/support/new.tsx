import { createFileRoute } from '@tanstack/react-router'
import { PageHeader } from '@/components/page-header'
import { supportSearchSchema } from '@/features/support/categories'
import { SupportForm } from '@/features/support/components/support-form'

export const Route = createFileRoute('/_app/support/new')({
  validateSearch: supportSearchSchema,
  component: SupportPage,
})

function SupportPage() {
  const search = Route.useSearch()
  return (
    <>
      <PageHeader title="Contact support" description="Tell us what went wrong and we will get back to you by email." />
      <SupportForm initial={search} />
    </>
  )
}
