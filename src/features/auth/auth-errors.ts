import { toast } from '@/lib/notify'

// SPEC §8: the auth service's text for a GitHub user whose email is not verified there.
export const UNVERIFIED_GITHUB_SERVER_TEXT = 'Error sending confirmation mail'
export const UNVERIFIED_GITHUB_TITLE = 'Unverified GitHub user'
export const unverifiedGitHubMessage = (supportEmail: string) =>
  `Please verify your email on GitHub first, then contact support at ${supportEmail} to log in to the dashboard.`

/** SPEC §8: auth errors become toasts; the unverified-GitHub case gets its own explanation. */
export function toastAuthError(message: string, supportEmail: string) {
  if (message.includes(UNVERIFIED_GITHUB_SERVER_TEXT))
    toast.error(unverifiedGitHubMessage(supportEmail), UNVERIFIED_GITHUB_TITLE)
  else toast.error(message)
}
