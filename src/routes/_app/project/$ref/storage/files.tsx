import { createFileRoute } from '@tanstack/react-router'
import { z } from 'zod/mini'
import { FilesPage } from '@/features/storage/components/files-page'

const searchSchema = z.object({
  bucket: z.catch(z.optional(z.string()), undefined),
  path: z.catch(z._default(z.string(), ''), ''),
})

export const Route = createFileRoute('/_app/project/$ref/storage/files')({
  validateSearch: searchSchema,
  // The buckets start with the navigation, beside the page's code (issue 26 item 5).
  loader: ({ context: { queryClient }, params }) =>
    void import('@/features/storage/prefetch').then((m) => m.prefetchBuckets(queryClient, params.ref)).catch(() => undefined),
  component: function StorageFilesRoute() {
    const { ref } = Route.useParams()
    const { bucket, path } = Route.useSearch()
    const navigate = Route.useNavigate()
    return (
      <FilesPage
        projectRef={ref}
        location={{ bucket, path }}
        onNavigate={(next) => void navigate({ search: { bucket: next.bucket, path: next.path || undefined } })}
      />
    )
  },
})
