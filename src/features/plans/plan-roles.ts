import type { PlanId } from './plan-ids'

export const ORGANIZATION_ROLE_NAMES = ['Owner', 'Admin', 'Developer', 'Read-only'] as const
export type OrganizationRoleName = (typeof ORGANIZATION_ROLE_NAMES)[number]

export interface PlanRoleModel {
  /** Organization-wide roles a member can hold on this plan. */
  organizationRoles: readonly OrganizationRoleName[]
  /** Team: the predefined project-scoped roles. */
  predefinedProjectRoles: boolean
  /** Enterprise: roles the organization defines itself, scoped to projects. */
  customProjectRoles: boolean
  labels: readonly string[]
}

const BASE_ROLES = ['Owner', 'Admin', 'Developer'] as const

/** SPEC §6 plan roles: Owner, Admin, Developer (free, pro); + Read-only and project-scoped (team); custom (enterprise). */
export const PLAN_ROLE_MODEL: Record<PlanId, PlanRoleModel> = {
  free: { organizationRoles: BASE_ROLES, predefinedProjectRoles: false, customProjectRoles: false, labels: BASE_ROLES },
  pro: { organizationRoles: BASE_ROLES, predefinedProjectRoles: false, customProjectRoles: false, labels: BASE_ROLES },
  team: {
    organizationRoles: [...BASE_ROLES, 'Read-only'],
    predefinedProjectRoles: true,
    customProjectRoles: false,
    labels: [...BASE_ROLES, 'Read-only', 'Project-scoped roles'],
  },
  enterprise: {
    organizationRoles: [...BASE_ROLES, 'Read-only'],
    predefinedProjectRoles: true,
    customProjectRoles: true,
    labels: [...BASE_ROLES, 'Read-only', 'Project-scoped roles', 'Custom project-scoped roles'],
  },
}
