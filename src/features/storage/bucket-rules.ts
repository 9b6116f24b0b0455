/** The storage service's rules for bucket names and uploads, checked before anything is sent. */
const BUCKET_NAME_MAX = 63
const BUCKET_NAME = /^[a-z0-9]([a-z0-9._-]*[a-z0-9])?$/

export function bucketNameError(name: string, existing: readonly string[] = []): string | null {
  if (!name) return 'Please provide a name for your bucket'
  if (name.length > BUCKET_NAME_MAX) return `The name must be at most ${BUCKET_NAME_MAX} characters`
  if (!BUCKET_NAME.test(name))
    return 'Use only lowercase letters, numbers, dots, hyphens and underscores, starting and ending with a letter or number'
  if (existing.includes(name)) return `A bucket named "${name}" already exists`
  return null
}

export const SIZE_UNITS = { bytes: 1, KB: 1024, MB: 1024 ** 2, GB: 1024 ** 3 } as const
export type SizeUnit = keyof typeof SIZE_UNITS

export function formatBytes(bytes: number) {
  if (bytes < 1024) return `${bytes} bytes`
  const units = ['KB', 'MB', 'GB', 'TB']
  let value = bytes / 1024
  let unit = 0
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024
    unit++
  }
  return `${Number(value.toFixed(value < 10 ? 1 : 0))} ${units[unit]}`
}

/** "image/png, image/*" → ['image/png', 'image/*']; a wrong entry is named in the error. */
export function parseMimeTypes(text: string): { types: string[]; error: string | null } {
  const types = text
    .split(',')
    .map((t) => t.trim().toLowerCase())
    .filter(Boolean)
  const bad = types.find((t) => !/^[a-z0-9!#$&^_.+-]+\/([a-z0-9!#$&^_.+-]+|\*)$/.test(t))
  return { types, error: bad ? `"${bad}" is not a MIME type (e.g. image/png or image/*)` : null }
}

export function mimeTypeAllowed(allowed: readonly string[] | null, type: string) {
  if (!allowed?.length) return true
  const mime = type || 'application/octet-stream'
  return allowed.some((rule) => (rule.endsWith('/*') ? mime.startsWith(rule.slice(0, -1)) : rule === mime))
}

/** Why a file may not go into a bucket, or null. */
export function uploadError(
  file: { name: string; size: number; type: string },
  bucket: { file_size_limit: number | null; allowed_mime_types: string[] | null },
): string | null {
  if (bucket.file_size_limit !== null && file.size > bucket.file_size_limit)
    return `${file.name} is larger than the bucket's limit of ${formatBytes(bucket.file_size_limit)}`
  if (!mimeTypeAllowed(bucket.allowed_mime_types, file.type))
    return `${file.name}: the bucket does not accept ${file.type || 'files of unknown type'}`
  return null
}

/** A file or folder name: no slashes, not empty. */
export function objectNameError(name: string) {
  if (!name.trim()) return 'Please provide a name'
  if (name.includes('/')) return 'A name cannot contain "/"'
  if (name === '.' || name === '..') return 'This name is reserved'
  return null
}
