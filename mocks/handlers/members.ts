import { http, HttpResponse } from 'msw'
import {
  INVITATION_TOKENS,
  invitationsFixture,
  invitedOrganization,
  membersFixture,
  orgScopedRoles,
  projectScopedRolesFixture,
  ROLE_IDS,
} from '../fixtures/members'
import { DEMO_EMAIL, demoUser } from '../fixtures/users'
import { defineState } from '../state'
import { latency, platform, unauthorized } from '../utils'
import { organizationsState, visibleOrganizations } from './organizations'

const members = defineState('members', membersFixture)
const invitations = defineState('members.invitations', invitationsFixture)
const usedTokens = defineState('members.usedTokens', () => [] as string[])

async function organizationFor(request: Request, slug: unknown) {
  await latency()
  const denied = unauthorized(request)
  if (denied) return denied
  return visibleOrganizations().some((o) => o.slug === slug)
    ? null
    : HttpResponse.json({ message: 'Organization not found' }, { status: 404 })
}

const roleName = (id: number) => orgScopedRoles().find((role) => role.id === id)?.name ?? 'Developer'

/** Members, roles, invitations, joining by token, and the organization's own settings. */
export const memberHandlers = [
  http.get(platform('/organizations/:slug/members'), async ({ request, params }) => {
    return (await organizationFor(request, params.slug)) ?? HttpResponse.json(members.get()[String(params.slug)] ?? [])
  }),
  http.get(platform('/organizations/:slug/roles'), async ({ request, params }) => {
    return (
      (await organizationFor(request, params.slug)) ??
      HttpResponse.json({
        org_scoped_roles: orgScopedRoles(),
        project_scoped_roles: projectScopedRolesFixture()[String(params.slug)] ?? [],
      })
    )
  }),
  http.put(platform('/organizations/:slug/members/:gotrueId'), async ({ request, params }) => {
    const error = await organizationFor(request, params.slug)
    if (error) return error
    const { role_id } = (await request.json()) as { role_id?: number }
    const member = members.get()[String(params.slug)]?.find((m) => m.gotrue_id === params.gotrueId)
    if (!member || !role_id) return HttpResponse.json({ message: 'Member not found' }, { status: 404 })
    member.role_ids = [role_id]
    members.commit()
    return HttpResponse.json(member)
  }),
  http.delete(platform('/organizations/:slug/members/:gotrueId'), async ({ request, params }) => {
    const error = await organizationFor(request, params.slug)
    if (error) return error
    const list = members.get()[String(params.slug)] ?? []
    members.get()[String(params.slug)] = list.filter((m) => m.gotrue_id !== params.gotrueId)
    members.commit()
    return new HttpResponse(null, { status: 204 })
  }),
  http.get(platform('/organizations/:slug/members/invitations'), async ({ request, params }) => {
    return (
      (await organizationFor(request, params.slug)) ?? HttpResponse.json(invitations.get()[String(params.slug)] ?? [])
    )
  }),
  http.post(platform('/organizations/:slug/members/invitations'), async ({ request, params }) => {
    const error = await organizationFor(request, params.slug)
    if (error) return error
    const { email, role_id } = (await request.json()) as { email?: string; role_id?: number }
    if (!email?.includes('@') || !role_id)
      return HttpResponse.json({ message: 'A valid email and role are required' }, { status: 400 })
    const list = invitations.get()[String(params.slug)] ?? []
    if (list.some((i) => i.invited_email === email))
      return HttpResponse.json({ message: `${email} has already been invited` }, { status: 409 })
    const invitation = { id: Date.now(), invited_email: email, role_id, invited_at: new Date().toISOString() }
    invitations.get()[String(params.slug)] = [...list, invitation]
    invitations.commit()
    return HttpResponse.json(invitation, { status: 201 })
  }),
  http.patch(platform('/organizations/:slug'), async ({ request, params }) => {
    const error = await organizationFor(request, params.slug)
    if (error) return error
    const body = (await request.json()) as { name?: string; billing_email?: string }
    const organization = organizationsState.get().find((o) => o.slug === params.slug)
    if (!organization) return HttpResponse.json({ message: 'Organization not found' }, { status: 404 })
    if (body.name !== undefined) {
      if (!body.name.trim()) return HttpResponse.json({ message: 'Name is required' }, { status: 400 })
      organization.name = body.name.trim()
    }
    if (body.billing_email !== undefined) organization.billing_email = body.billing_email || null
    organizationsState.commit()
    return HttpResponse.json(visibleOrganizations().find((o) => o.slug === params.slug))
  }),
  http.get(platform('/organizations/invitations/:token'), async ({ request, params }) => {
    await latency()
    const denied = unauthorized(request)
    if (denied) return denied
    return HttpResponse.json(validateToken(String(params.token)))
  }),
  http.post(platform('/organizations/invitations/:token'), async ({ request, params }) => {
    await latency()
    const denied = unauthorized(request)
    if (denied) return denied
    const token = String(params.token)
    const check = validateToken(token)
    if (check.token_does_not_exist) return HttpResponse.json({ message: 'Invitation not found' }, { status: 404 })
    if (check.expired_token) return HttpResponse.json({ message: 'This invitation has expired' }, { status: 410 })
    if (!check.email_match)
      return HttpResponse.json({ message: 'This invitation was sent to another email address' }, { status: 403 })
    const organization = invitedOrganization()
    organizationsState.set([...organizationsState.get().filter((o) => o.slug !== organization.slug), organization])
    members.get()[organization.slug] = [
      {
        gotrue_id: demoUser.id,
        username: 'demo',
        primary_email: DEMO_EMAIL,
        role_ids: [ROLE_IDS.developer],
        mfa_enabled: false,
        is_sso_user: false,
      },
    ]
    members.commit()
    usedTokens.set([...usedTokens.get(), token])
    return HttpResponse.json({ organization_slug: organization.slug })
  }),
  http.delete(platform('/organizations/invitations/:token'), async ({ request, params }) => {
    await latency()
    const denied = unauthorized(request)
    if (denied) return denied
    usedTokens.set([...usedTokens.get(), String(params.token)])
    return new HttpResponse(null, { status: 204 })
  }),
]

function validateToken(token: string) {
  const organization = invitedOrganization()
  const known = (Object.values(INVITATION_TOKENS) as string[]).includes(token) && !usedTokens.get().includes(token)
  return {
    organization_slug: known ? organization.slug : null,
    organization_name: known ? organization.name : null,
    role_name: known ? roleName(ROLE_IDS.developer) : null,
    invited_email: token === INVITATION_TOKENS.otherEmail ? 'someone.else@initech.example' : known ? DEMO_EMAIL : null,
    token_does_not_exist: !known,
    expired_token: token === INVITATION_TOKENS.expired,
    email_match: token !== INVITATION_TOKENS.otherEmail,
  }
}
