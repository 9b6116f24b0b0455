/**
 * Issue 26 item 1: the first screen's calls, started by a small script of their own while the app's entry
 * is still on its way (src/app/boot/early-requests.ts, built and put in index.html by
 * build-tools/early-requests.ts). This module is the app's side: the config.json fetch and the platform
 * calls that script started, each taken once, by the call the app would have sent itself. An answer taken
 * here is handled exactly like one the app fetched (status, errors, zod parsing of the body): the request
 * was only sent sooner.
 */

/** A platform GET the early script sent, with the headers it sent it with. */
export interface EarlyCall {
  /** The Authorization header sent, or null without a session. */
  authorization: string | null
  requestId: string
  response: Promise<Response>
}

export interface EarlyRequests {
  config: Promise<Response>
  /** By absolute URL. */
  calls: Map<string, EarlyCall>
}

declare global {
  interface Window {
    /** Set by the early script; null once the app booted (the script then starts nothing). */
    __dashboardEarly?: EarlyRequests | null
  }
}

let config: Promise<Response> | undefined
let calls: Map<string, EarlyCall> | undefined

/** At boot, once: takes what the early script started. From then on that script starts nothing. */
export function claimEarlyRequests() {
  if (typeof window === 'undefined') return
  config = window.__dashboardEarly?.config
  calls = window.__dashboardEarly?.calls
  window.__dashboardEarly = null
}

/** The config.json fetch the early script started, if any (taken once). */
export function takeEarlyConfig(): Promise<Response> | undefined {
  const taken = config
  config = undefined
  return taken
}

/** Whether any early call is still to be taken. */
export const earlyCallsPending = () => Boolean(calls?.size)

/**
 * The early call to this URL, if one was sent with the same Authorization (taken once). Not awaited here:
 * the caller waits for it as for its own request.
 */
export function takeEarlyCall(url: string, authorization: string | null): EarlyCall | undefined {
  const call = calls?.get(url)
  if (!call || call.authorization !== authorization) return undefined
  calls?.delete(url)
  return call
}

/** After the first load: answers not taken by then are not used later (they would be old). */
export function closeEarlyRequests() {
  config = undefined
  calls = undefined
}
