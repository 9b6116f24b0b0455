/** Query keys of the role picker: the project's users (auth.users) and its JWT secret. */
export const viewAsRoleKeys = {
  all: (ref: string) => ['view-as-role', ref] as const,
  users: (ref: string, search: string) => [...viewAsRoleKeys.all(ref), 'users', search] as const,
  jwtSecret: (ref: string) => [...viewAsRoleKeys.all(ref), 'jwt-secret'] as const,
}
