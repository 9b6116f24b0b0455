import type { RulesLogic } from 'json-logic-js'
import type { Permission } from './api/schemas'
import { conditionEngine } from './condition-engine'

export interface PermissionCheck {
  /** false: self-hosted, where everything is allowed (SPEC §1, §6). */
  platform: boolean
  permissions: readonly Permission[] | undefined
  action: string
  resource: string
  /** The resource's data, which an entry's condition is evaluated against. */
  data?: Record<string, unknown> | undefined
  organizationSlug: string | undefined
  /** For a branch project, its parent's ref (see permissionProjectRef). */
  projectRef?: string | undefined
}

const patternCache = new Map<string, RegExp>()
/** '%' is the wildcard; everything else matches literally. */
export function matchesPattern(pattern: string, value: string) {
  let regexp = patternCache.get(pattern)
  if (!regexp) {
    const source = pattern.split('%').map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('.*')
    regexp = new RegExp(`^${source}$`)
    patternCache.set(pattern, regexp)
  }
  return regexp.test(value)
}

function conditionHolds(entry: Permission, data: Record<string, unknown>) {
  if (entry.condition === null || entry.condition === undefined) return true
  try {
    const engine = conditionEngine()
    if (!engine) throw new Error('The condition engine is not loaded')
    return Boolean(engine.apply(entry.condition as RulesLogic, data))
  } catch {
    // A condition that cannot be evaluated: a restrictive entry still denies, a permissive one grants nothing.
    return Boolean(entry.restrictive)
  }
}

/**
 * SPEC §6: entries of the organization matching action and resource; for a project, entries scoped to
 * it take precedence over organization-wide ones. Allowed iff some non-restrictive entry applies and
 * no restrictive entry does.
 */
export function evaluatePermission({ platform, permissions, action, resource, data, organizationSlug, projectRef }: PermissionCheck) {
  if (!platform) return true
  if (!permissions || !organizationSlug) return false
  const matching = permissions.filter(
    (entry) =>
      entry.organization_slug === organizationSlug &&
      entry.actions.some((pattern) => matchesPattern(pattern, action)) &&
      entry.resources.some((pattern) => matchesPattern(pattern, resource)),
  )
  const projectScoped = projectRef ? matching.filter((entry) => entry.project_refs?.includes(projectRef)) : []
  const applicable = projectScoped.length > 0 ? projectScoped : matching.filter((entry) => !entry.project_refs?.length)
  const context = { resource_name: resource, ...data }
  const applies = applicable.filter((entry) => conditionHolds(entry, context))
  return applies.some((entry) => !entry.restrictive) && !applies.some((entry) => entry.restrictive)
}

/** A branch project is checked with its parent project's ref (SPEC §6). */
export function permissionProjectRef(project: { ref: string; parent_project_ref?: string | null | undefined } | undefined, ref?: string) {
  return project?.parent_project_ref || project?.ref || ref
}

interface ScopeInput {
  slug?: string | undefined
  ref?: string | undefined
  projects?: readonly { ref: string; organization_id: number; parent_project_ref?: string | null | undefined }[] | undefined
  organizations?: readonly { id: number; slug: string }[] | undefined
}

/** The organization slug and project ref a check runs in: from the URL, or the project's organization. */
export function permissionScope({ slug, ref, projects, organizations }: ScopeInput) {
  const project = ref ? projects?.find((p) => p.ref === ref) : undefined
  const organizationSlug = slug ?? (project ? organizations?.find((o) => o.id === project.organization_id)?.slug : undefined)
  return { organizationSlug, projectRef: ref ? permissionProjectRef(project, ref) : undefined }
}
