import type { QueryClient } from '@tanstack/react-query'
import { notFound, redirect } from '@tanstack/react-router'
import type { AppConfig } from '@/lib/config/config'
import { toast } from '@/lib/notify'
import { ensureQueryOnce } from '@/lib/query/navigation-fetch'
import { getSession, landingRedirect, requiresSignIn, returnToFor, sessionAal, withSignedInData, type GuardArgs } from '@/features/auth'
import { profileQueryOptions } from '@/features/profile/api/profile-query'
import { recordLastVisitedOrganization } from '@/features/history'
import { organizationsQueryOptions } from '@/features/organizations/api/organizations-query'
import { projectsQueryOptions } from '@/features/projects/api/projects-query'
import {
  decideOrganizationAccess,
  decideNewProjectAccess,
  decideProjectAccess,
  isOrganizationHome,
  ORG_NOT_FOUND_ERROR,
  ORGANIZATION_NOT_FOUND_MESSAGE,
  PROJECT_MISSING,
  PROJECT_NOT_FOUND_MESSAGE,
  type GuardDecision,
} from './access-rules'

/**
 * The organization, project and MFA decisions of SPEC §5 as beforeLoad adapters: they load what the
 * pure rules in access-rules.ts need (once per navigation) and turn a decision into a redirect or a
 * not-found.
 */

/** The organization list runs only once the profile is loaded (SPEC §7). */
async function ensureOrganizations(queryClient: QueryClient) {
  await ensureQueryOnce(queryClient, profileQueryOptions())
  return ensureQueryOnce(queryClient, organizationsQueryOptions())
}

const currentAal = (config: AppConfig) => (requiresSignIn(config) ? sessionAal(getSession()) : undefined)

/** Turns a guard decision into a redirect (with the spec's toast) or lets the page open. */
function enforce(decision: GuardDecision, { context, preload, location }: GuardArgs) {
  switch (decision.kind) {
    case 'organization-not-found':
      if (!preload) toast.error(ORGANIZATION_NOT_FOUND_MESSAGE)
      throw redirect(landingRedirect(context.config, { error: ORG_NOT_FOUND_ERROR, org: decision.slug }))
    case 'project-not-found': {
      if (!preload) toast.error(PROJECT_NOT_FOUND_MESSAGE)
      const landing = landingRedirect(context.config)
      // Self-hosted, the landing page is itself a project: when the backend lacks it, stop here rather
      // than redirect to the same page for ever.
      if ('params' in landing && landing.params?.ref === decision.ref) throw notFound({ data: PROJECT_MISSING })
      throw redirect(landing)
    }
    case 'mfa-required':
      // Where the person was going rides along: the organization's page offers the way out and back (CONTRACT §14).
      throw redirect({ to: '/org/$slug', params: { slug: decision.slug }, search: { returnTo: returnToFor(location) } })
    case 'allow':
      if (!preload && decision.organizationSlug) recordLastVisitedOrganization(decision.organizationSlug)
  }
}

/** beforeLoad of /org/{slug}: SPEC §5 organization in URL and MFA. */
export async function guardOrganization(args: GuardArgs & { params: { slug: string } }) {
  const organizations = await withSignedInData(args, () => ensureOrganizations(args.context.queryClient))
  const decision = decideOrganizationAccess({
    slug: args.params.slug,
    organizations,
    aal: currentAal(args.context.config),
    onOrganizationHome: isOrganizationHome(args.location.pathname, args.params.slug),
  })
  enforce(decision, args)
}

/** beforeLoad of /new/{slug}: the MFA rule of SPEC §5 (issue 11 item 6). */
export async function guardNewProject(args: GuardArgs & { params: { slug: string } }) {
  const organizations = await withSignedInData(args, () => ensureOrganizations(args.context.queryClient))
  enforce(decideNewProjectAccess({ slug: args.params.slug, organizations, aal: currentAal(args.context.config) }), args)
}

/** beforeLoad of /project/{ref}: SPEC §5 project in URL and its organization's MFA rule. */
export async function guardProject(args: GuardArgs & { params: { ref: string } }) {
  const { queryClient, config } = args.context
  const [organizations, projects] = await withSignedInData(args, () =>
    Promise.all([ensureOrganizations(queryClient), ensureQueryOnce(queryClient, projectsQueryOptions())]),
  )
  enforce(
    decideProjectAccess({
      ref: args.params.ref,
      projects,
      organizations,
      aal: currentAal(config),
      platform: config.platform,
    }),
    args,
  )
}
