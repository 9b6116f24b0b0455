import fc from 'fast-check'
import { beforeAll, describe, expect, it } from 'vitest'
import type { Permission } from './api/permissions-query'
import { evaluatePermission, matchesPattern, permissionScope, type PermissionCheck } from './check'
import { loadConditionEngine } from './condition-engine'
import { PermissionAction, PermissionResource } from './constants'

const entry = (overrides: Partial<Permission> = {}): Permission => ({
  organization_slug: 'northwind',
  actions: ['%'],
  resources: ['%'],
  project_refs: null,
  condition: null,
  restrictive: false,
  ...overrides,
})
const check = (permissions: Permission[], overrides: Partial<PermissionCheck> = {}) =>
  evaluatePermission({
    platform: true,
    permissions,
    action: PermissionAction.BILLING_READ,
    resource: PermissionResource.STRIPE_CUSTOMER,
    organizationSlug: 'northwind',
    ...overrides,
  })

describe('matching', () => {
  it("treats '%' as a wildcard and everything else literally", () => {
    expect(matchesPattern('%', 'billing:Read')).toBe(true)
    expect(matchesPattern('billing:%', 'billing:Write')).toBe(true)
    expect(matchesPattern('billing:%', 'sql:Read:Select')).toBe(false)
    expect(matchesPattern('stripe.%', 'stripe.customer')).toBe(true)
    expect(matchesPattern('stripe.customer', 'stripeXcustomer')).toBe(false)
    expect(matchesPattern('%:Read', 'analytics:Read')).toBe(true)
    expect(matchesPattern('billing:Read', 'billing:ReadAll')).toBe(false)
  })

  it('allows a matching entry of the organization and nothing else', () => {
    expect(check([entry({ actions: ['billing:Read'], resources: ['stripe.customer'] })])).toBe(true)
    expect(check([entry({ actions: ['billing:Write'] })])).toBe(false)
    expect(check([entry({ resources: ['stripe.subscriptions'] })])).toBe(false)
    expect(check([entry({ organization_slug: 'globex' })])).toBe(false)
    expect(check([], {})).toBe(false)
    expect(check([entry()], { organizationSlug: undefined })).toBe(false)
    expect(check([entry()], { permissions: undefined })).toBe(false)
  })
})

describe('restrictive entries', () => {
  it('deny even when a permissive entry matches', () => {
    expect(check([entry(), entry({ actions: ['billing:%'], restrictive: true })])).toBe(false)
  })

  it('alone grant nothing', () => {
    expect(check([entry({ restrictive: true, actions: ['sql:%'] })])).toBe(false)
  })
})

describe('project scope', () => {
  it('lets matching entries for the project take precedence over organization-wide ones', () => {
    const orgWide = entry({ actions: ['%'] })
    const noWritesInOrg = entry({ actions: ['sql:Write:%'], restrictive: true })
    const writerHere = entry({ project_refs: ['shop'], actions: ['sql:%'] })
    const permissions = [orgWide, noWritesInOrg, writerHere]
    expect(check(permissions, { action: 'sql:Write:Insert', projectRef: 'shop' })).toBe(true)
    expect(check(permissions, { action: 'sql:Write:Insert', projectRef: 'other' })).toBe(false)
    expect(check(permissions, { action: 'sql:Write:Insert' })).toBe(false)
    // A project entry that does not match the action leaves the organization-wide entries in charge.
    expect(check(permissions, { action: 'billing:Read', projectRef: 'shop' })).toBe(true)
  })

  it('lets a project restriction deny what the organization allows', () => {
    const permissions = [entry(), entry({ project_refs: ['shop'], actions: ['billing:%'], restrictive: true })]
    expect(check(permissions, { projectRef: 'shop' })).toBe(false)
    expect(check(permissions, { projectRef: 'other' })).toBe(true)
  })

  it('does not let a project entry grant organization-wide', () => {
    expect(check([entry({ project_refs: ['shop'] })])).toBe(false)
  })

  it('checks a branch with its parent project ref', () => {
    const projects = [
      { ref: 'shop', organization_id: 2, parent_project_ref: null },
      { ref: 'shop-branch', organization_id: 2, parent_project_ref: 'shop' },
    ]
    const organizations = [{ id: 2, slug: 'northwind' }]
    const scope = permissionScope({ ref: 'shop-branch', projects, organizations })
    expect(scope).toEqual({ organizationSlug: 'northwind', projectRef: 'shop' })
    expect(check([entry({ project_refs: ['shop'] })], scope)).toBe(true)
    expect(permissionScope({ slug: 'globex', ref: 'shop', projects, organizations })).toEqual({ organizationSlug: 'globex', projectRef: 'shop' })
  })
})

describe('conditions (JSON logic against the resource)', () => {
  const onlyOwnBucket = { '==': [{ var: 'bucket_id' }, 'avatars'] }
  beforeAll(loadConditionEngine)

  it('grant only when the condition holds', () => {
    const permissions = [entry({ condition: onlyOwnBucket })]
    expect(check(permissions, { data: { bucket_id: 'avatars' } })).toBe(true)
    expect(check(permissions, { data: { bucket_id: 'secrets' } })).toBe(false)
  })

  it('restrict only when the condition holds, and see the resource name', () => {
    const permissions = [entry(), entry({ restrictive: true, condition: { '==': [{ var: 'resource_name' }, 'stripe.customer'] } })]
    expect(check(permissions)).toBe(false)
    expect(check(permissions, { resource: PermissionResource.STRIPE_SUBSCRIPTIONS })).toBe(true)
  })
})

describe('self-hosted', () => {
  it('allows everything', () => {
    expect(check([], { platform: false })).toBe(true)
    expect(check([entry({ restrictive: true })], { platform: false, organizationSlug: undefined })).toBe(true)
  })
})

describe('invariants (property-based)', () => {
  const word = fc.stringMatching(/^[a-z][a-z:._]{0,11}$/)
  const pattern = fc.oneof(word, fc.constant('%'), word.map((w) => `${w}%`))
  const permission = fc.record({
    organization_slug: fc.constantFrom('northwind', 'globex'),
    actions: fc.array(pattern, { minLength: 1, maxLength: 3 }),
    resources: fc.array(pattern, { minLength: 1, maxLength: 3 }),
    project_refs: fc.option(fc.array(fc.constantFrom('shop', 'stats'), { maxLength: 2 }), { nil: null }),
    condition: fc.constant(null),
    restrictive: fc.boolean(),
  })
  const request = fc.record({
    permissions: fc.array(permission, { maxLength: 8 }),
    action: word,
    resource: word,
    organizationSlug: fc.constantFrom('northwind', 'globex'),
    projectRef: fc.option(fc.constantFrom('shop', 'stats'), { nil: undefined }),
  })

  it('a matching restrictive entry in scope always denies', () => {
    fc.assert(
      fc.property(request, ({ permissions, action, resource, organizationSlug, projectRef }) => {
        const restrictive = entry({
          organization_slug: organizationSlug,
          actions: [action],
          resources: [resource],
          project_refs: projectRef ? [projectRef] : null,
          restrictive: true,
        })
        const all = [...permissions, restrictive]
        return !evaluatePermission({ platform: true, permissions: all, action, resource, organizationSlug, projectRef })
      }),
    )
  })

  it('self-hosted always allows', () => {
    fc.assert(
      fc.property(request, ({ permissions, action, resource, organizationSlug, projectRef }) =>
        evaluatePermission({ platform: false, permissions, action, resource, organizationSlug, projectRef }),
      ),
    )
  })

  it('without any permissive entry nothing is allowed', () => {
    fc.assert(
      fc.property(request, ({ permissions, ...rest }) =>
        !evaluatePermission({ platform: true, permissions: permissions.map((p) => ({ ...p, restrictive: true })), ...rest }),
      ),
    )
  })
})
