export const realtimeKeys = {
  all: (ref: string) => ['realtime', ref] as const,
  publishedTables: (ref: string) => [...realtimeKeys.all(ref), 'published-tables'] as const,
  gateway: (ref: string) => [...realtimeKeys.all(ref), 'gateway'] as const,
}
