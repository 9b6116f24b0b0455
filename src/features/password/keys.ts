/** The password-strength estimator (zxcvbn with its dictionaries) is loaded once, as a query. */
export const passwordKeys = {
  all: ['password'] as const,
  estimator: () => [...passwordKeys.all, 'estimator'] as const,
}
