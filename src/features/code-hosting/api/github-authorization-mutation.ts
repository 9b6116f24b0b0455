import { useMutation } from '@tanstack/react-query'
import { z } from 'zod/mini'
import { api, apiBaseUrl } from '@/lib/http/client'

/**
 * Where the popup starts: the platform sends the user on to GitHub and GitHub back to `redirectUri`
 * with `code` and `state`. With the in-browser mock (config.mock) no server can redirect a window,
 * so the popup goes straight back with a mock code.
 */
export function githubAuthorizeUrl({
  state,
  redirectUri,
  mock,
}: {
  state: string
  redirectUri: string
  mock: boolean
}) {
  if (mock) return `${redirectUri}?${new URLSearchParams({ code: 'mock-github-code', state })}`
  const params = new URLSearchParams({ state, redirect_uri: redirectUri })
  return `${apiBaseUrl()}/platform/integrations/github/authorize?${params}`
}

const connectionSchema = z.looseObject({ login: z.string() })

/** Exchanges the returned code for a GitHub connection of the signed-in user. */
export function useGithubAuthorizationMutation() {
  return useMutation({
    mutationFn: (code: string) =>
      api.postJson('/platform/integrations/github/authorization', { code }, connectionSchema),
  })
}
