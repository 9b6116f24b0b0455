export const profileKeys = {
  all: ['profile'] as const,
  profile: () => [...profileKeys.all, 'detail'] as const,
  permissions: () => [...profileKeys.all, 'permissions'] as const,
  mfaFactors: () => [...profileKeys.all, 'mfa', 'factors'] as const,
  identities: () => [...profileKeys.all, 'identities'] as const,
  aal: () => [...profileKeys.all, 'mfa', 'aal'] as const,
  auditLogs: (dateStart: string, dateEnd: string) => [...profileKeys.all, 'audit-logs', { dateStart, dateEnd }] as const,
}
