/** One key factory for the person's own account data (`['account', ...]`). */
export const accountKeys = {
  all: ['account'] as const,
  accessTokens: () => [...accountKeys.all, 'access-tokens'] as const,
  audit: (start: string, end: string) => [...accountKeys.all, 'audit', { start, end }] as const,
}
