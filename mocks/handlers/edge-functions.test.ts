import { describe, expect, it } from 'vitest'
import { signUserToken } from '@/features/view-as-role/user-token'
import { stopFunction } from '../functions/runtime'
import { makeAccessToken } from '../utils'

const BASE = 'http://localhost/v1/projects/acmeblogprod01'
const token = makeAccessToken({
  sub: 'u1',
  email: 'demo@example.com',
  aal: 'aal1',
  exp: Math.floor(Date.now() / 1000) + 3600,
})
const auth = { Authorization: `Bearer ${token}` }

function deploy(slug: string, files: Record<string, string>, verifyJwt = false) {
  const form = new FormData()
  form.append('metadata', JSON.stringify({ name: slug, entrypoint_path: 'index.ts', verify_jwt: verifyJwt }))
  for (const [name, content] of Object.entries(files)) form.append('file', new Blob([content]), name)
  return fetch(`${BASE}/functions/deploy?slug=${slug}`, { method: 'POST', headers: auth, body: form })
}

describe('the mock edge functions API (CONTRACT §12)', () => {
  it('deploys, bumps the version on redeploy, answers the files and runs the new code', async () => {
    expect((await deploy('hi', { 'index.ts': "Deno.serve(() => new Response('one'))" })).status).toBe(201)
    const second = await deploy('hi', { 'index.ts': "Deno.serve(() => new Response('two'))" })
    expect(await second.json()).toMatchObject({ slug: 'hi', version: 2, status: 'ACTIVE', verify_jwt: false })
    const list = (await (await fetch(`${BASE}/functions`, { headers: auth })).json()) as { slug: string }[]
    expect(list.map((f) => f.slug)).toEqual(['hi'])
    expect(await (await fetch(`${BASE}/functions/hi/body`, { headers: auth })).json()).toEqual({
      files: [{ name: 'index.ts', content: "Deno.serve(() => new Response('two'))" }],
    })
    const answer = await fetch('http://localhost/project-api/acmeblogprod01/functions/v1/hi', { method: 'POST' })
    expect(await answer.text()).toBe('two')
    stopFunction('acmeblogprod01/hi@')
  })

  it('refuses a syntax error with the file and line, a bad slug, and reserved secret names', async () => {
    const broken = await deploy('broken', { 'index.ts': 'const a = ;' })
    expect(broken.status).toBe(400)
    expect((await broken.json()) as { message: string }).toEqual({
      message: expect.stringMatching(/index\.ts:1:\d+: Unexpected token/),
    })
    expect((await deploy('new', { 'index.ts': '' })).status).toBe(400)
    const reserved = await fetch(`${BASE}/secrets`, {
      method: 'POST',
      headers: { ...auth, 'Content-Type': 'application/json' },
      body: JSON.stringify([{ name: 'SUPABASE_URL', value: 'x' }]),
    })
    expect(reserved.status).toBe(400)
  })

  it('answers secrets as digests, never their values', async () => {
    await fetch(`${BASE}/secrets`, {
      method: 'POST',
      headers: { ...auth, 'Content-Type': 'application/json' },
      body: JSON.stringify([{ name: 'KEY', value: 'abc' }]),
    })
    const secrets = await (await fetch(`${BASE}/secrets`, { headers: auth })).json()
    expect(secrets).toEqual([
      { name: 'KEY', value: 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad' },
    ])
  })

  it('refuses a request without a JWT when verify JWT is on', async () => {
    await deploy('guarded', { 'index.ts': "Deno.serve(() => new Response('in'))" }, true)
    expect((await fetch('http://localhost/project-api/acmeblogprod01/functions/v1/guarded')).status).toBe(401)
  })

  it("lets a user's token signed with the project's JWT secret through verify JWT, and refuses one signed with another", async () => {
    const code = [
      'Deno.serve((req) => {',
      "  const payload = (req.headers.get('Authorization') ?? '').split(' ')[1].split('.')[1]",
      "  const claims = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/')))",
      '  return Response.json({ role: claims.role, sub: claims.sub })',
      '})',
    ].join('\n')
    await deploy('whoami', { 'index.ts': code }, true)
    const config = (await (await fetch(`${BASE}/postgrest`, { headers: auth })).json()) as { jwt_secret: string }
    expect(config.jwt_secret).toMatch(/^mock-jwt-secret-/)
    const user = { id: '0b7c1d9e-1111-4222-8333-944455556666', email: 'ada@example.com', phone: null, is_anonymous: false }
    const call = (token: string) =>
      fetch('http://localhost/project-api/acmeblogprod01/functions/v1/whoami', { headers: { Authorization: `Bearer ${token}` } })
    const signed = await call(await signUserToken(config.jwt_secret, user, 'acmeblogprod01'))
    expect(await signed.json()).toEqual({ role: 'authenticated', sub: user.id })
    expect((await call(await signUserToken('not-the-secret', user, 'acmeblogprod01'))).status).toBe(401)
    stopFunction('acmeblogprod01/whoami@')
  })
})
