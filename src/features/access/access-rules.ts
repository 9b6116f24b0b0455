import type { AssuranceLevel } from '@/features/auth'

// SPEC §5 and §8: what the user sees when the URL names something that is not theirs.
export const ORGANIZATION_NOT_FOUND_MESSAGE = "We couldn't find that organization"
export const PROJECT_NOT_FOUND_MESSAGE = 'This project does not exist'
/** The not-found data of a project that does not exist, apart from an unknown page under an existing one. */
export const PROJECT_MISSING = 'project-missing'
export const ORG_NOT_FOUND_ERROR = 'org_not_found'

interface GuardOrganization {
  id: number
  slug: string
  organization_requires_mfa?: boolean | undefined
}
interface GuardProject {
  ref: string
  organization_id: number
  preview_branch_refs?: readonly string[] | undefined
}

export type GuardDecision =
  | { kind: 'allow'; organizationSlug?: string | undefined }
  | { kind: 'organization-not-found'; slug: string }
  | { kind: 'project-not-found'; ref: string }
  | { kind: 'mfa-required'; slug: string }

/** SPEC §5 MFA: an organization that requires MFA turns away a session without it (aal1). */
function lacksRequiredMfa(organization: GuardOrganization, aal: AssuranceLevel | undefined) {
  // No session at all happens only self-hosted without an auth service, where there is no MFA to ask for.
  return Boolean(organization.organization_requires_mfa) && aal !== undefined && aal !== 'aal2'
}

/** /org/{slug}/...: the slug must be one of the user's; MFA organizations keep aal1 users on /org/{slug}. */
export function decideOrganizationAccess(input: {
  slug: string
  organizations: readonly GuardOrganization[]
  aal: AssuranceLevel | undefined
  onOrganizationHome: boolean
}): GuardDecision {
  const organization = input.organizations.find((o) => o.slug === input.slug)
  if (!organization) return { kind: 'organization-not-found', slug: input.slug }
  if (!input.onOrganizationHome && lacksRequiredMfa(organization, input.aal))
    return { kind: 'mfa-required', slug: organization.slug }
  return { kind: 'allow', organizationSlug: organization.slug }
}

/**
 * /new/{slug}: the slug need not be one of the user's (SPEC §5 exception), but an organization of theirs
 * that requires MFA turns an aal1 user back to its page, as every page but /org/{slug} does.
 */
export function decideNewProjectAccess(input: {
  slug: string
  organizations: readonly GuardOrganization[]
  aal: AssuranceLevel | undefined
}): GuardDecision {
  const organization = input.organizations.find((o) => o.slug === input.slug)
  if (organization && lacksRequiredMfa(organization, input.aal)) return { kind: 'mfa-required', slug: organization.slug }
  return { kind: 'allow' }
}

/**
 * /project/{ref}/...: the ref must be one of the user's projects or, on the hosted platform, one of their
 * preview branch refs. Its organization's MFA rule applies to every project page.
 */
export function decideProjectAccess(input: {
  ref: string
  projects: readonly GuardProject[]
  organizations: readonly GuardOrganization[]
  aal: AssuranceLevel | undefined
  platform: boolean
}): GuardDecision {
  const project =
    input.projects.find((p) => p.ref === input.ref) ??
    (input.platform ? input.projects.find((p) => p.preview_branch_refs?.includes(input.ref)) : undefined)
  if (!project) return { kind: 'project-not-found', ref: input.ref }
  const organization = input.organizations.find((o) => o.id === project.organization_id)
  if (organization && lacksRequiredMfa(organization, input.aal))
    return { kind: 'mfa-required', slug: organization.slug }
  return { kind: 'allow', organizationSlug: organization?.slug }
}

/** Whether `pathname` is the organization's own page /org/{slug} (the only one open without MFA). */
export function isOrganizationHome(pathname: string, slug: string) {
  return pathname.replace(/\/+$/, '') === `/org/${slug}`
}
