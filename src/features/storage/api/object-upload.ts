import { apiBaseUrl, fillPath, platformHeaders } from '@/lib/http/client'
import { ApiError, NETWORK_ERROR_MESSAGE, toApiError } from '@/lib/http/errors'
import { encodeObjectPath } from './encode-object-path'

export interface UploadHandle {
  promise: Promise<void>
  cancel: () => void
}

/**
 * POST /platform/storage/{ref}/buckets/{id}/objects/upload?path=... with the file as the body. Through
 * XMLHttpRequest, the one browser transport that reports upload progress over HTTP/1.1.
 */
export function uploadObject(
  { ref, bucketId, path, file }: { ref: string; bucketId: string; path: string; file: Blob },
  onProgress: (loaded: number, total: number) => void,
): UploadHandle {
  const xhr = new XMLHttpRequest()
  let cancelled = false
  const promise = (async () => {
    const headers = await platformHeaders()
    if (cancelled) throw new DOMException('Upload cancelled', 'AbortError')
    const url = `${apiBaseUrl()}${fillPath('/platform/storage/{ref}/buckets/{id}/objects/upload', { ref, id: bucketId })}?path=${encodeObjectPath(path)}`
    await new Promise<void>((resolve, reject) => {
      xhr.open('POST', url)
      xhr.withCredentials = true
      for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value)
      xhr.setRequestHeader('Content-Type', file.type || 'application/octet-stream')
      xhr.upload.onprogress = (event) => onProgress(event.loaded, event.lengthComputable ? event.total : file.size)
      xhr.onload = () => {
        if (xhr.status >= 200 && xhr.status < 300) return resolve()
        let body: unknown = {}
        try {
          body = JSON.parse(xhr.responseText)
        } catch {
          body = {}
        }
        const error = toApiError(body)
        reject(new ApiError({ message: error.message, code: xhr.status, body }))
      }
      xhr.onerror = () => reject(new ApiError({ message: NETWORK_ERROR_MESSAGE }))
      xhr.onabort = () => reject(new DOMException('Upload cancelled', 'AbortError'))
      xhr.send(file)
    })
  })()
  return {
    promise,
    cancel: () => {
      cancelled = true
      xhr.abort()
    },
  }
}
