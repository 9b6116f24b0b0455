import { createFileRoute } from '@tanstack/react-router'
import { ExtensionsPage } from '@/features/database-objects/extensions/extensions-page'

export const Route = createFileRoute('/_app/project/$ref/database/extensions')({
  component: function ExtensionsRoute() {
    const { ref } = Route.useParams()
    return <ExtensionsPage projectRef={ref} />
  },
})
