// SPEC §9: the code-hosting popup is 600x800, polled every 500 ms, given up after 5 minutes.
export const POPUP_WIDTH_PX = 600
export const POPUP_HEIGHT_PX = 800
export const POPUP_POLL_MS = 500
export const POPUP_TIMEOUT_MS = 5 * 60 * 1000

export type PopupResult =
  { type: 'returned'; params: URLSearchParams } | { type: 'closed' } | { type: 'timeout' } | { type: 'blocked' }

/** Opens `url` in a 600x800 window centred over the current one (null when the browser blocks it). */
export function openCenteredPopup(url: string, name: string, win: Window = window): Window | null {
  const left = Math.max(0, win.screenX + (win.outerWidth - POPUP_WIDTH_PX) / 2)
  const top = Math.max(0, win.screenY + (win.outerHeight - POPUP_HEIGHT_PX) / 2)
  return win.open(
    url,
    name,
    `popup=yes,width=${POPUP_WIDTH_PX},height=${POPUP_HEIGHT_PX},left=${Math.round(left)},top=${Math.round(top)}`,
  )
}

/** The popup's query once it is back on our origin with `code` and `state`; null while elsewhere. */
function returnedParams(popup: Window): URLSearchParams | null {
  try {
    const params = new URLSearchParams(popup.location.search)
    return params.has('code') && params.has('state') ? params : null
  } catch {
    return null // still on the provider's origin
  }
}

/**
 * Polls the popup every 500 ms until it comes back with code and state, is closed by the user, or
 * 5 minutes pass (then it is closed for the user).
 */
export function watchPopup(popup: Window | null, signal?: AbortSignal): Promise<PopupResult> {
  if (!popup) return Promise.resolve({ type: 'blocked' })
  const startedAt = Date.now()
  return new Promise((resolve) => {
    const finish = (result: PopupResult) => {
      clearInterval(timer)
      if (result.type !== 'closed' && !popup.closed) popup.close()
      resolve(result)
    }
    const timer = setInterval(() => {
      if (popup.closed) return finish({ type: 'closed' })
      const params = returnedParams(popup)
      if (params) return finish({ type: 'returned', params })
      if (Date.now() - startedAt >= POPUP_TIMEOUT_MS) finish({ type: 'timeout' })
    }, POPUP_POLL_MS)
    // The component that asked went away: stop polling and close the window nobody waits for any more.
    const abort = () => {
      if (!popup.closed) popup.close()
      finish({ type: 'closed' })
    }
    if (signal?.aborted) abort()
    signal?.addEventListener('abort', abort, { once: true })
  })
}
