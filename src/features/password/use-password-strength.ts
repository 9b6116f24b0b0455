import { useDebouncedValue } from '@mantine/hooks'
import { useMutation, useQuery } from '@tanstack/react-query'
import { useEffect, useMemo } from 'react'
import { ApiError } from '@/lib/http/errors'
import { checkPasswordStrength } from './api/password-check'
import { loadPasswordEstimator } from './load-estimator'
import { passwordCheckFailedMessage, type PasswordStrength } from './password-strength'
import { passwordKeys } from './keys'
import { passwordTooLong } from './password-length'

/** Wait for a pause in typing before asking the server. */
export const PASSWORD_CHECK_DEBOUNCE_MS = 300

/**
 * The strength of a password: zxcvbn in the browser at once, then the server's verdict
 * (POST /platform/profile/password-check) for the same password once typing pauses.
 * Empty and over-long passwords are not checked.
 */
export function usePasswordStrength(password: string) {
  const tooLong = passwordTooLong(password)
  const checkable = password.length > 0 && !tooLong
  const [debounced] = useDebouncedValue(password, PASSWORD_CHECK_DEBOUNCE_MS)

  const { data: estimate } = useQuery({
    queryKey: passwordKeys.estimator(),
    queryFn: loadPasswordEstimator,
    staleTime: Infinity,
    gcTime: Infinity,
  })
  const local = useMemo<PasswordStrength | undefined>(
    () => (checkable && estimate ? estimate(password) : undefined),
    [checkable, estimate, password],
  )

  const { mutate, data, error, variables, isPending } = useMutation({
    mutationKey: ['profile', 'password-check'],
    mutationFn: (value: string) => checkPasswordStrength(value),
  })
  useEffect(() => {
    if (debounced.length > 0 && !passwordTooLong(debounced)) mutate(debounced)
  }, [debounced, mutate])

  const current = checkable && variables === password
  const server = current && !isPending ? data : undefined
  const failure =
    current && error
      ? passwordCheckFailedMessage(error instanceof ApiError || error instanceof Error ? error.message : String(error))
      : undefined

  return {
    strength: server ?? local,
    /** True once the server has judged exactly this password. */
    checkedByServer: Boolean(server),
    checking: checkable && (!current || isPending),
    failure,
    tooLong,
  }
}
