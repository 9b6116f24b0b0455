import type { PasswordStrength } from './password-strength'

export type PasswordEstimator = (password: string) => PasswordStrength

let loading: Promise<PasswordEstimator> | undefined

/** Loads zxcvbn and its dictionaries once, on first use (a separate chunk). */
export function loadPasswordEstimator(): Promise<PasswordEstimator> {
  loading ??= import('./zxcvbn').then((module) => module.estimatePasswordStrength)
  loading.catch(() => {
    loading = undefined
  })
  return loading
}
