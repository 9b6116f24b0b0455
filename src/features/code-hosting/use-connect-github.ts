import { useEffect, useRef, useState } from 'react'
import { getConfig } from '@/lib/config/config'
import { useGithubAuthorizationMutation, githubAuthorizeUrl } from './api/github-authorization-mutation'
import { consumeOAuthState, createOAuthState } from './oauth-state'
import { openCenteredPopup, watchPopup } from './popup'

export const CONNECT_MESSAGES = {
  blocked: 'Your browser blocked the GitHub window. Allow pop-ups for this site and try again.',
  timeout: 'GitHub did not answer within 5 minutes. Please try again.',
  closed: 'The GitHub window was closed before the connection finished.',
  state: 'The answer from GitHub could not be verified. Please try again.',
} as const

type Status =
  { type: 'idle' } | { type: 'waiting' } | { type: 'error'; message: string } | { type: 'connected'; login: string }

/** Connects the user's GitHub account through the authorization popup (SPEC §4 Code-hosting popup). */
export function useConnectGithub() {
  const [status, setStatus] = useState<Status>({ type: 'idle' })
  const authorization = useGithubAuthorizationMutation()
  const watching = useRef<AbortController | undefined>(undefined)
  // Unmounted while the popup is open: the 500 ms poll stops with it (issue 11 item 11).
  useEffect(() => () => watching.current?.abort(), [])

  const connect = async () => {
    watching.current?.abort()
    const controller = new AbortController()
    watching.current = controller
    const state = createOAuthState()
    const redirectUri = `${window.location.origin}${window.location.pathname}`
    const popup = openCenteredPopup(
      githubAuthorizeUrl({ state, redirectUri, mock: getConfig().mock }),
      'connect-github',
    )
    setStatus({ type: 'waiting' })
    const result = await watchPopup(popup, controller.signal)
    if (controller.signal.aborted) return
    if (result.type !== 'returned') {
      consumeOAuthState(null)
      return setStatus({ type: 'error', message: CONNECT_MESSAGES[result.type] })
    }
    if (!consumeOAuthState(result.params.get('state')))
      return setStatus({ type: 'error', message: CONNECT_MESSAGES.state })
    try {
      const { login } = await authorization.mutateAsync(result.params.get('code') ?? '')
      setStatus({ type: 'connected', login })
    } catch (error) {
      setStatus({ type: 'error', message: (error as Error).message })
    }
  }

  return { status, connect }
}
