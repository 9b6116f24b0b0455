export const logsKeys = {
  all: (ref: string) => ['logs', ref] as const,
  page: (ref: string, params: object) => [...logsKeys.all(ref), 'events', params] as const,
  histogram: (ref: string, params: object) => [...logsKeys.all(ref), 'histogram', params] as const,
}
