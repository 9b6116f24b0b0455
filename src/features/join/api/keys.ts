/** An invitation is looked up by token before the user belongs to its organization. */
export const joinKeys = {
  invitation: (token: string) => ['organizations', 'invitations', 'validate-token', { token }] as const,
}
