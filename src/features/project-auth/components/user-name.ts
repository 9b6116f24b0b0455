import type { AuthUserRow } from '@/features/database'

/** How a user is named in the list and the panel: email, phone, or that it is anonymous. */
export function userName(user: Pick<AuthUserRow, 'email' | 'phone' | 'is_anonymous' | 'id'>) {
  if (user.email) return user.email
  if (user.phone) return `+${user.phone}`
  return user.is_anonymous ? `Anonymous user ${user.id.slice(0, 8)}` : user.id
}

/** A failed call in words: GoTrue's msg or message, as the HTTP client reads it. */
export const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error))
