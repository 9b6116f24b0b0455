import { describe, expect, it } from 'vitest'
import { decideOrganizationAccess, decideProjectAccess, isOrganizationHome } from './access-rules'

const organizations = [
  { id: 1, slug: 'acme', organization_requires_mfa: false },
  { id: 3, slug: 'globex', organization_requires_mfa: true },
]
const projects = [
  { ref: 'acmeprod', organization_id: 1, preview_branch_refs: ['acmebranch'] },
  { ref: 'globexcrm', organization_id: 3, preview_branch_refs: [] },
]

describe('decideOrganizationAccess', () => {
  const decide = (slug: string, aal: 'aal1' | 'aal2' | undefined, onOrganizationHome = false) =>
    decideOrganizationAccess({ slug, organizations, aal, onOrganizationHome })

  it("lets the user into their organization's pages", () => {
    expect(decide('acme', 'aal1')).toEqual({ kind: 'allow', organizationSlug: 'acme' })
  })
  it('refuses a slug that is not one of theirs', () => {
    expect(decide('nope', 'aal1')).toEqual({ kind: 'organization-not-found', slug: 'nope' })
    expect(decide('nope', 'aal2', true)).toEqual({ kind: 'organization-not-found', slug: 'nope' })
  })
  it('sends an aal1 user to /org/{slug} from other pages of an organization requiring MFA', () => {
    expect(decide('globex', 'aal1')).toEqual({ kind: 'mfa-required', slug: 'globex' })
  })
  it('keeps the organization page itself open to an aal1 user', () => {
    expect(decide('globex', 'aal1', true)).toEqual({ kind: 'allow', organizationSlug: 'globex' })
  })
  it('lets an aal2 user in everywhere', () => {
    expect(decide('globex', 'aal2')).toEqual({ kind: 'allow', organizationSlug: 'globex' })
  })
  it('does not ask for MFA without a session (self-hosted without auth)', () => {
    expect(decide('globex', undefined)).toEqual({ kind: 'allow', organizationSlug: 'globex' })
  })
})

describe('decideProjectAccess', () => {
  const decide = (ref: string, aal: 'aal1' | 'aal2' = 'aal1', platform = true) =>
    decideProjectAccess({ ref, projects, organizations, aal, platform })

  it("lets the user into their project's pages", () => {
    expect(decide('acmeprod')).toEqual({ kind: 'allow', organizationSlug: 'acme' })
  })
  it('refuses a ref that is not one of theirs', () => {
    expect(decide('unknown')).toEqual({ kind: 'project-not-found', ref: 'unknown' })
  })
  it('accepts a preview branch ref on the hosted platform only', () => {
    expect(decide('acmebranch')).toEqual({ kind: 'allow', organizationSlug: 'acme' })
    expect(decide('acmebranch', 'aal1', false)).toEqual({ kind: 'project-not-found', ref: 'acmebranch' })
  })
  it("applies the project's organization MFA rule", () => {
    expect(decide('globexcrm', 'aal1')).toEqual({ kind: 'mfa-required', slug: 'globex' })
    expect(decide('globexcrm', 'aal2')).toEqual({ kind: 'allow', organizationSlug: 'globex' })
  })
})

describe('isOrganizationHome', () => {
  it('is /org/{slug} with or without a trailing slash, nothing below it', () => {
    expect(isOrganizationHome('/org/globex', 'globex')).toBe(true)
    expect(isOrganizationHome('/org/globex/', 'globex')).toBe(true)
    expect(isOrganizationHome('/org/globex/billing', 'globex')).toBe(false)
    expect(isOrganizationHome('/org/globex-2', 'globex')).toBe(false)
  })
})
