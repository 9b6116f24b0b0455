import { ApiError, NETWORK_ERROR_MESSAGE } from './errors'

/**
 * The platform API gave no answer at all (wrong apiUrl, gateway down, blocked by the network): a
 * state of the deployment, not of one call. Not retried; the app shows a full-page screen naming
 * the URL it tried (issue 12, item 5).
 */
export class ApiUnreachableError extends ApiError {
  override name = 'ApiUnreachableError'
  readonly url: string

  constructor(url: string) {
    super({ message: `The platform API could not be reached at ${url}.`, retryable: false })
    this.url = url
  }
}

/** A call that failed without any HTTP answer (fetch's network failure). */
export const isNetworkFailure = (error: unknown) =>
  error instanceof ApiError && error.code === undefined && error.message === NETWORK_ERROR_MESSAGE

export const isApiUnreachable = (error: unknown): error is ApiUnreachableError => error instanceof ApiUnreachableError
