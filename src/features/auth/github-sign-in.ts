import { z } from 'zod/mini'
import { authorizeUrl } from './api/auth-client'
import { beginGitHubSignIn, withSignInState } from './github-sign-in-state'

/** Where the auth service sends the user back: this sign-in page, keeping its query (returnTo...). */
export function githubRedirectTarget(
  searchStr: string,
  origin = window.location.origin,
  basePath = import.meta.env.BASE_URL,
) {
  return `${origin}${basePath.replace(/\/?$/, '/')}sign-in${searchStr}`
}

/**
 * Signs in with GitHub through a full-page redirect to the auth service (CONTRACT §4). In mock mode the
 * mock lives in a service worker, which cannot answer page navigations, so the page asks it where the
 * redirect would go and follows that instead.
 */
export async function startGitHubSignIn({
  authUrl,
  mock,
  searchStr,
}: {
  authUrl: string
  mock: boolean
  searchStr: string
}) {
  // The state kept in this tab proves on return that this browser started the sign-in (issue 11 item 1).
  const state = beginGitHubSignIn()
  const url = authorizeUrl('github', githubRedirectTarget(withSignInState(searchStr, state)), authUrl)
  if (!mock) {
    window.location.assign(url)
    return
  }
  const response = await fetch(url, { headers: { Accept: 'application/json' } })
  const { location } = z.object({ location: z.string() }).parse(await response.json())
  const sameDocument = location.split('#')[0] === window.location.href.split('#')[0]
  window.location.assign(location)
  // A change of fragment alone does not load the page: load it as a return from the provider would.
  if (sameDocument) window.location.reload()
}
