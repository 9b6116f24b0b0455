import type { AuthUserFilter, AuthUserSort } from '@/features/database'

/** Query keys of the project's Auth section, under the project's prefix. */
export const projectAuthKeys = {
  all: (ref: string) => ['projects', ref, 'auth'] as const,
  users: (ref: string) => [...projectAuthKeys.all(ref), 'users'] as const,
  userList: (ref: string, params: { search: string; filter: AuthUserFilter; sort: AuthUserSort }) =>
    [...projectAuthKeys.users(ref), 'list', params] as const,
  user: (ref: string, id: string) => [...projectAuthKeys.users(ref), 'detail', id] as const,
  total: (ref: string) => [...projectAuthKeys.users(ref), 'total'] as const,
  matches: (ref: string, params: { search: string; filter: AuthUserFilter }) => [...projectAuthKeys.users(ref), 'matches', params] as const,
  status: (ref: string) => [...projectAuthKeys.all(ref), 'status'] as const,
  config: (ref: string) => [...projectAuthKeys.all(ref), 'config'] as const,
  audit: (ref: string) => [...projectAuthKeys.all(ref), 'audit'] as const,
}
