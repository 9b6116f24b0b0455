import { useQueryClient } from '@tanstack/react-query'
import { useCallback, useRef, useState } from 'react'
import { storageKeys } from '../api/keys'
import { uploadObject } from '../api/object-upload'
import type { Bucket } from '../api/schemas'
import { uploadError } from '../bucket-rules'

type UploadStatus = 'uploading' | 'done' | 'failed' | 'cancelled' | 'rejected'
export interface Upload {
  id: string
  name: string
  path: string
  loaded: number
  total: number
  status: UploadStatus
  error?: string
}

/** Uploads into a folder, one progress entry per file; files over the bucket's limits are refused before sending. */
export function useUploads(ref: string, bucket: Bucket | undefined) {
  const queryClient = useQueryClient()
  const [uploads, setUploads] = useState<Upload[]>([])
  const cancels = useRef(new Map<string, () => void>())
  const patch = useCallback((id: string, change: Partial<Upload>) => {
    setUploads((list) => list.map((u) => (u.id === id ? { ...u, ...change } : u)))
  }, [])

  const start = useCallback(
    (files: readonly File[], prefix: string) => {
      if (!bucket) return
      for (const file of files) {
        const id = crypto.randomUUID()
        const path = `${prefix}${file.name}`
        const refused = uploadError(file, bucket)
        const entry: Upload = {
          id,
          name: file.name,
          path,
          loaded: 0,
          total: file.size,
          status: refused ? 'rejected' : 'uploading',
        }
        if (refused) entry.error = refused
        setUploads((list) => [...list, entry])
        if (refused) continue
        const handle = uploadObject({ ref, bucketId: bucket.id, path, file }, (loaded, total) =>
          patch(id, { loaded, total }),
        )
        cancels.current.set(id, handle.cancel)
        handle.promise
          .then(() => patch(id, { status: 'done', loaded: file.size }))
          .catch((error: unknown) =>
            error instanceof DOMException && error.name === 'AbortError'
              ? patch(id, { status: 'cancelled' })
              : patch(id, { status: 'failed', error: error instanceof Error ? error.message : String(error) }),
          )
          .finally(() => {
            cancels.current.delete(id)
            void queryClient.invalidateQueries({ queryKey: storageKeys.objects(ref, bucket.id) })
          })
      }
    },
    [bucket, patch, queryClient, ref],
  )

  const cancel = useCallback((id: string) => cancels.current.get(id)?.(), [])
  const clearFinished = useCallback(() => setUploads((list) => list.filter((u) => u.status === 'uploading')), [])
  return { uploads, start, cancel, clearFinished }
}
