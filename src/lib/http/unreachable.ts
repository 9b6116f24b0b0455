import { ApiError, NETWORK_ERROR_MESSAGE } from './errors'

/** What a proxy answers, in its own HTML, when the service behind it is down or silent. */
const GATEWAY_STATUSES = [502, 503, 504]

/**
 * The platform API gave no answer of its own (wrong apiUrl, gateway down, blocked by the network): a
 * state of the deployment, not of one call. Not retried; the app shows a full-page screen naming
 * the URL it tried (issue 12, item 5).
 */
export class ApiUnreachableError extends ApiError {
  override name = 'ApiUnreachableError'
  readonly url: string

  /** `gatewayStatus`: the proxy's status when one answered for the API; none for no answer at all. */
  constructor(url: string, gatewayStatus?: number) {
    super({ message: `The platform API could not be reached at ${url}.`, code: gatewayStatus, retryable: false })
    this.url = url
  }
}

/**
 * A call that got no answer from the API itself: fetch's network failure, or a proxy's 502/503/504
 * whose body is not the API's JSON.
 */
export function isUnreachable(error: unknown): error is ApiError {
  if (!(error instanceof ApiError)) return false
  // A timeout (marked retryable) reached the server: it is retried and shown in place, not this screen.
  if (error.code === undefined) return error.message === NETWORK_ERROR_MESSAGE && error.retryable !== true
  return GATEWAY_STATUSES.includes(error.code) && error.body === undefined
}

export const isApiUnreachable = (error: unknown): error is ApiUnreachableError => error instanceof ApiUnreachableError
