// What other features use of the role picker (CONTRACT §15). Import it as '@/features/view-as-role'.
export { jwtSecretQueryOptions } from './api/jwt-secret-query'
export { UserPicker } from './components/user-picker'
export { RolePicker } from './components/role-picker'
export { RoleChoiceFields, useResolveRoleDraft, type RoleDraft } from './components/role-choice-fields'
export { useViewAsRole } from './role-store'
export { signClaims, signUserToken, type TokenUser } from './user-token'
