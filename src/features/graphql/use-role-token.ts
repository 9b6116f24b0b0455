import { useQuery } from '@tanstack/react-query'
import { useCallback } from 'react'
import { claimsOf, isDefaultRole, roleLabel } from '@/features/database'
import { jwtSecretQueryOptions, signClaims, useViewAsRole } from '@/features/view-as-role'
import type { GraphqlRole } from './roles'

/**
 * The explorers under the project's "view as a role" choice (CONTRACT §15): the endpoint's role, and a
 * token of the choice's claims signed with the project's JWT secret. Without the secret no request is
 * sent at all: a query must never run with the service key while the page says it runs as someone else.
 */
export function useRoleToken(projectRef: string): {
  role: GraphqlRole | undefined
  authorization: (() => Promise<string>) | undefined
  note: string | undefined
  problem: boolean
} {
  const choice = useViewAsRole(projectRef)
  const impersonating = !isDefaultRole(choice)
  const secret = useQuery({ ...jwtSecretQueryOptions(projectRef), enabled: impersonating })
  const { data: secretData, refetch } = secret
  const authorization = useCallback(async () => {
    const key = secretData ?? (await refetch()).data
    if (!key) throw new Error(`No query was sent: viewing as ${roleLabel(choice)} needs a token signed with the project's JWT secret, which could not be read.`)
    return `Bearer ${await signClaims(key, claimsOf(choice, projectRef)!)}`
  }, [choice, projectRef, refetch, secretData])
  if (!impersonating) return { role: undefined, authorization: undefined, note: undefined, problem: false }
  const problem = secret.isError || (secret.isSuccess && !secret.data)
  return {
    role: choice.kind === 'anon' ? 'anon' : 'authenticated',
    authorization,
    note: problem
      ? `Queries are not sent while viewing as ${roleLabel(choice)}: its token needs the project's JWT secret, which could not be read${secret.isError ? ` (${secret.error.message})` : ''}.`
      : `Queries run as ${roleLabel(choice)}, with an access token for its claims: Row Level Security applies.`,
    problem,
  }
}
