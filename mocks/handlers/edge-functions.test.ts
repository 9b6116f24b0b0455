// @vitest-environment node
import { describe, expect, it } from 'vitest'
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
})
