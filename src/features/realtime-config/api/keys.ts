/** Query keys of the project's Realtime settings, under the project's prefix. */
export const realtimeConfigKeys = {
  all: (ref: string) => ['projects', ref, 'realtime'] as const,
  config: (ref: string) => [...realtimeConfigKeys.all(ref), 'config'] as const,
}
