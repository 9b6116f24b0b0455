import type { StorageConfig, StorageConfigPatch } from './api/storage-config-query'
import { formatBytes, SIZE_UNITS, type SizeUnit } from './bucket-rules'

/** The largest global upload limit the platform takes (its paid plans' ceiling). */
export const MAX_GLOBAL_FILE_SIZE = 500 * 1024 ** 3
export const LIMIT_UNITS = Object.keys(SIZE_UNITS) as SizeUnit[]

export type StorageFeature = 'imageTransformation' | 's3Protocol'
export const STORAGE_FEATURES: readonly { key: StorageFeature; label: string; description: string }[] = [
  {
    key: 'imageTransformation',
    label: 'Image transformations',
    description: 'Resize, crop and convert images on the fly through the render endpoint (/render/image).',
  },
  {
    key: 's3Protocol',
    label: 'S3 protocol',
    description: 'Let S3 clients and tools read and write the buckets with access keys, beside the storage API.',
  },
]

/** A size in the largest unit it fills exactly: 52428800 → 50 MB. */
export function sizeInUnit(bytes: number): { size: string; unit: SizeUnit } {
  const unit = [...LIMIT_UNITS].reverse().find((u) => bytes % SIZE_UNITS[u] === 0) ?? 'bytes'
  return { size: String(bytes / SIZE_UNITS[unit]), unit }
}

/** What the person typed or switched; a field left alone shows the saved value. */
export interface StorageDraft {
  size?: string
  unit?: SizeUnit
  imageTransformation?: boolean
  s3Protocol?: boolean
}

/** The limit the draft asks for in bytes, or the problem in words. */
export function draftLimit(saved: StorageConfig, draft: StorageDraft): { bytes: number } | { error: string } {
  const shown = sizeInUnit(saved.fileSizeLimit)
  const text = (draft.size ?? shown.size).trim()
  const unit = draft.unit ?? shown.unit
  if (text === '') return { error: 'Enter the upload size limit' }
  const value = Number(text)
  if (!Number.isFinite(value) || value <= 0) return { error: 'Enter a number greater than 0' }
  const bytes = Math.round(value * SIZE_UNITS[unit])
  if (!Number.isInteger(value * SIZE_UNITS[unit])) return { error: 'The limit must come to a whole number of bytes' }
  if (bytes > MAX_GLOBAL_FILE_SIZE) return { error: `At most ${formatBytes(MAX_GLOBAL_FILE_SIZE)}` }
  return { bytes }
}

export interface StorageChange {
  label: string
  from: string
  to: string
}
const onOff = (value: boolean) => (value ? 'on' : 'off')

/** The settings that differ from the saved ones (a valid limit only), and the PATCH that saves them. */
export function draftChanges(saved: StorageConfig, draft: StorageDraft): { changes: StorageChange[]; patch: StorageConfigPatch } {
  const changes: StorageChange[] = []
  const patch: StorageConfigPatch = {}
  const limit = draftLimit(saved, draft)
  if ('bytes' in limit && limit.bytes !== saved.fileSizeLimit) {
    changes.push({ label: 'Upload file size limit', from: formatBytes(saved.fileSizeLimit), to: formatBytes(limit.bytes) })
    patch.fileSizeLimit = limit.bytes
  }
  for (const feature of STORAGE_FEATURES) {
    const value = draft[feature.key]
    const before = saved.features[feature.key].enabled
    if (value === undefined || value === before) continue
    changes.push({ label: feature.label, from: onOff(before), to: onOff(value) })
    patch.features = { ...patch.features, [feature.key]: { enabled: value } }
  }
  return { changes, patch }
}

/** Buckets whose own limit is above the global one: the global limit stops their uploads first. */
export function bucketsOverLimit(buckets: readonly { name: string; file_size_limit: number | null }[], globalBytes: number) {
  return buckets.filter((b) => b.file_size_limit !== null && b.file_size_limit > globalBytes)
}

/** The storage service's own variables, for the self-hosted page. */
export const STORAGE_SERVICE_VARIABLES: readonly { setting: string; variables: string[]; where: string }[] = [
  {
    setting: 'Upload file size limit',
    variables: ['FILE_SIZE_LIMIT', 'UPLOAD_FILE_SIZE_LIMIT'],
    where: 'The largest file an upload may carry, in bytes (52428800 is 50 MB). UPLOAD_FILE_SIZE_LIMIT is the newer name; either is read.',
  },
  {
    setting: 'Image transformations',
    variables: ['IMAGE_TRANSFORMATION_ENABLED', 'ENABLE_IMAGE_TRANSFORMATION', 'IMGPROXY_URL'],
    where: 'true switches the render endpoint on; IMGPROXY_URL points at the imgproxy service that does the work.',
  },
  {
    setting: 'S3 protocol',
    variables: ['S3_PROTOCOL_ACCESS_KEY_ID', 'S3_PROTOCOL_ACCESS_KEY_SECRET'],
    where: 'The access key S3 clients sign their requests with, at the storage service’s /s3 path.',
  },
]
