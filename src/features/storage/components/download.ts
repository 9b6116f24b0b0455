import { readableUrl } from '../api/object-mutations'

/** Fetches the object's bytes and saves them under its name. */
export async function downloadObject(ref: string, bucketId: string, path: string, isPublic: boolean, name: string) {
  const response = await fetch(await readableUrl(ref, bucketId, path, isPublic))
  if (!response.ok) throw new Error(`The file could not be downloaded (${response.status})`)
  const href = URL.createObjectURL(await response.blob())
  const link = document.createElement('a')
  link.href = href
  link.download = name
  document.body.append(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(href), 1000)
}
