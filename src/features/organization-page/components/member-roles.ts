import { PLAN_ROLE_MODEL, type PlanId } from '@/features/plans'
import type { Member } from '@/features/organizations/api/members-query'
import type { Role, Roles } from '@/features/organizations/api/roles-query'

/** Resource of member role changes and removals in permission checks. */
export const MEMBER_ROLES_RESOURCE = 'auth.subject_roles'

/** The organization roles this plan's role model offers (SPEC §6), in the server's order. */
export function assignableRoles(roles: Roles | undefined, plan: PlanId): Role[] {
  const allowed: readonly string[] = PLAN_ROLE_MODEL[plan].organizationRoles
  return (roles?.org_scoped_roles ?? []).filter((role) => allowed.includes(role.name))
}

export function memberOrganizationRole(member: Member, roles: Roles | undefined): Role | undefined {
  return roles?.org_scoped_roles.find((role) => member.role_ids.includes(role.id))
}

/** Project-scoped roles a member holds, shown only where the plan has them (team and enterprise). */
export function memberProjectRoles(member: Member, roles: Roles | undefined, plan: PlanId): Role[] {
  const model = PLAN_ROLE_MODEL[plan]
  if (!model.predefinedProjectRoles) return []
  return (roles?.project_scoped_roles ?? []).filter(
    (role) => member.role_ids.includes(role.id) && (model.customProjectRoles || !role.is_custom),
  )
}
