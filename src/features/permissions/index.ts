// What other features may use of permissions (besides its api/ files). Import it as '@/features/permissions'.
export { evaluatePermission } from './check'
export { PermissionButton } from './components/permission-button'
export { PermissionAction, PermissionResource } from './constants'
export { useCheckPermission } from './use-check-permission'
