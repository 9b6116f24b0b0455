import { isApiError } from '@/lib/http/errors'
import type { AuthUserRow } from '@/features/database'

/** How a user is named in the list and the panel: email, phone, or that it is anonymous. */
export function userName(user: Pick<AuthUserRow, 'email' | 'phone' | 'is_anonymous' | 'id'>) {
  if (user.email) return user.email
  if (user.phone) return `+${user.phone}`
  return user.is_anonymous ? `Anonymous user ${user.id.slice(0, 8)}` : user.id
}

/** A failed call in words: GoTrue's msg or message, as the HTTP client reads it. */
export const errorText = (error: unknown) =>
  isAuthServiceMissing(error)
    ? 'The auth service is not configured: set DASHBOARD_GOTRUE_URL and DASHBOARD_GOTRUE_SERVICE_KEY and restart the dashboard.'
    : error instanceof Error
      ? error.message
      : String(error)

/** The self-hosted gateway's answer for paths it does not map: DASHBOARD_GOTRUE_URL is not set. */
export const isAuthServiceMissing = (error: unknown) =>
  isApiError(error) && error.code === 404 && error.message === 'Not available on a self-hosted dashboard'
