import { createFileRoute } from '@tanstack/react-router'
import { StoragePoliciesPage } from '@/features/storage/components/policies/storage-policies-page'

export const Route = createFileRoute('/_app/project/$ref/storage/policies')({
  component: function StoragePoliciesRoute() {
    const { ref } = Route.useParams()
    return <StoragePoliciesPage projectRef={ref} />
  },
})
