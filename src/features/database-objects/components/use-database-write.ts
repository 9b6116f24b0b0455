import { PermissionAction, useCheckPermission } from '@/features/permissions'
import { useReadOnly } from '@/features/read-only'

/** The permission resource of schema changes (tables, policies, extensions, ...) in the project database. */
const DATABASE_RESOURCE = 'tables'

export const DATABASE_READ_ONLY_REASON =
  "You need additional permissions to change this project's database. Your role can read its schema but not change it: ask an owner or administrator of the organization."

export interface DatabaseWrite {
  /** May the member change the database's schema? false while permissions load; true self-hosted. */
  can: boolean
  isLoading: boolean
  /** Why not, in words, for the read-only notice and the disabled buttons' tooltips. */
  reason: string
  /** The notice's title: the member's access or the project's read-only mode. */
  title: string
}

/** The write capability every Database page receives: tenant SQL admin write on the project's tables. */
export function useDatabaseWrite(projectRef: string): DatabaseWrite {
  const { can, isLoading } = useCheckPermission(PermissionAction.TENANT_SQL_ADMIN_WRITE, DATABASE_RESOURCE, undefined, { projectRef })
  // Read-only mode (CONTRACT §17) disables the same forms, with its own reason.
  const readOnly = useReadOnly(projectRef)
  if (readOnly.reason) return { can: false, isLoading: false, reason: readOnly.reason, title: 'Read-only mode' }
  return { can, isLoading, reason: DATABASE_READ_ONLY_REASON, title: 'Read-only access' }
}

/** Pages without a permission check of their own (cron, hooks, wrappers): only read-only mode disables their writes. */
export function useReadOnlyWrite(projectRef: string): DatabaseWrite {
  const { reason } = useReadOnly(projectRef)
  return { can: !reason, isLoading: false, reason: reason ?? '', title: 'Read-only mode' }
}
