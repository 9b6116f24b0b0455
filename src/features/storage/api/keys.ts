export const storageKeys = {
  all: (ref: string) => ['storage', ref] as const,
  buckets: (ref: string) => [...storageKeys.all(ref), 'buckets'] as const,
  config: (ref: string) => [...storageKeys.all(ref), 'config'] as const,
  objects: (ref: string, bucketId: string) => [...storageKeys.all(ref), 'objects', bucketId] as const,
  folder: (ref: string, bucketId: string, prefix: string) => [...storageKeys.objects(ref, bucketId), prefix] as const,
}
