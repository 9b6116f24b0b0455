export const systemKeys = {
  all: ['system'] as const,
  utcTime: () => [...systemKeys.all, 'utc-time'] as const,
}
