import { ERROR_REPORT_SAMPLE_RATE, reportError } from '@/lib/http/errors'

export const CRASH_SUPPORT_CATEGORY = 'dashboard_bug'
export const CRASH_SUPPORT_SUBJECT = 'Client side exception occurred on dashboard'
/** Keeps the support link well under the 8 KB request line most servers accept. */
export const CRASH_SUPPORT_MESSAGE_MAX_CHARS = 1500
/** Why a translation tool breaks React pages (SPEC §2 'More information' link). */
export const DOM_MUTATION_INFO_URL = 'https://github.com/facebook/react/issues/17256'

/** The text shown and copied for an error: its message, or the thrown value as text. */
export function crashErrorText(error: unknown): string {
  if (error instanceof Error) return error.message || error.name
  return String(error)
}

/** Errors from a failed removeChild / insertBefore: a translation tool or extension changed the page. */
export function isDomMutationError(error: unknown): boolean {
  const text = crashErrorText(error)
  return /(removeChild|insertBefore)/.test(text) && /fail|not a child/i.test(text)
}

/** /support/new prefilled for a crash (SPEC §2): category, optional sid, subject, path name and stack. */
export function crashSupportSearch({
  error,
  pathname,
  sid,
}: {
  error: unknown
  pathname: string
  sid?: string | undefined
}) {
  const stack = error instanceof Error && error.stack ? error.stack : crashErrorText(error)
  const message = `Path name: ${pathname}\n\n${stack}`.slice(0, CRASH_SUPPORT_MESSAGE_MAX_CHARS)
  const params = new URLSearchParams({ category: CRASH_SUPPORT_CATEGORY })
  if (sid) params.set('sid', sid)
  params.set('subject', CRASH_SUPPORT_SUBJECT)
  params.set('message', message)
  return params
}

const reported = new WeakMap<object, string | undefined>()

/**
 * Reports a crash for the SPEC §8 sample (0.2) and returns the report's id (the sid the support
 * form carries) when it was sent. Each error is decided once, however often the screen renders.
 */
export function reportCrash(error: unknown, pathname: string, random: () => number = Math.random): string | undefined {
  const key = typeof error === 'object' && error !== null ? error : null
  if (key && reported.has(key)) return reported.get(key)
  let sid: string | undefined
  if (random() < ERROR_REPORT_SAMPLE_RATE) {
    sid = crypto.randomUUID()
    reportError(error, { sid, pathname, source: 'crash-screen' }, 1)
  }
  if (key) reported.set(key, sid)
  return sid
}
