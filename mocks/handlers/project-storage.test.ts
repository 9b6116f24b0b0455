import { describe, expect, it } from 'vitest'
import { makeAccessToken } from '../utils'

const REF = 'acmeblogprod01'
const USER = '22222222-2222-2222-2222-222222222222'
const b64url = (value: string) => btoa(value).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
/** A user's token as the mock's gateway accepts its own (unsigned, signature `mock`). */
const userToken = `${b64url(JSON.stringify({ alg: 'none' }))}.${b64url(JSON.stringify({ role: 'authenticated', sub: USER, exp: Math.floor(Date.now() / 1000) + 600 }))}.mock`
const dashboard = { Authorization: `Bearer ${makeAccessToken({ sub: 'u1', email: 'demo@example.com', aal: 'aal1', exp: Math.floor(Date.now() / 1000) + 3600 })}` }

const upload = (path: string, body = 'hello') =>
  fetch(`http://localhost/project-api/${REF}/storage/v1/object/documents/${path}`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${userToken}`, 'Content-Type': 'text/plain' },
    body,
  })
const sql = async (query: string) => {
  const answer = await fetch(`http://localhost/platform/pg-meta/${REF}/query`, { method: 'POST', headers: { ...dashboard, 'Content-Type': 'application/json', 'x-connection-encrypted': 'postgresql://test' }, body: JSON.stringify({ query }) })
  expect(answer.ok, await answer.clone().text()).toBe(true)
  return (await answer.json()) as Record<string, unknown>[]
}

describe("the mock's storage API on the project's endpoint", () => {
  it("refuses a user's upload until a policy on storage.objects lets it through, then stores the file and its row", { timeout: 120_000 }, async () => {
    const refused = await upload(`${USER}/notes.txt`)
    expect(refused.status).toBe(403)
    expect(await refused.json()).toEqual({ statusCode: '403', error: 'Unauthorized', message: 'new row violates row-level security policy' })

    await sql(`create policy "own folder" on storage.objects for insert to authenticated
      with check (bucket_id = 'documents' and (select auth.uid()::text) = (storage.foldername(name))[1])`)
    const allowed = await upload(`${USER}/notes.txt`)
    expect(allowed.status, await allowed.clone().text()).toBe(200)
    expect(await allowed.json()).toMatchObject({ Key: `documents/${USER}/notes.txt` })
    expect((await upload('someone-else/notes.txt')).status).toBe(403)

    expect(await sql(`select name, owner::text, owner_id from storage.objects where bucket_id = 'documents'`)).toEqual([{ name: `${USER}/notes.txt`, owner: USER, owner_id: USER }])
    const listed = await fetch(`http://localhost/platform/storage/${REF}/buckets/documents/objects/list`, {
      method: 'POST',
      headers: { ...dashboard, 'Content-Type': 'application/json' },
      body: JSON.stringify({ prefix: USER }),
    })
    expect(((await listed.json()) as { name: string }[]).map((o) => o.name)).toEqual(['notes.txt'])
  })

  it('holds uploads to the global limit of the storage settings', async () => {
    const patched = await fetch(`http://localhost/platform/projects/${REF}/config/storage`, {
      method: 'PATCH',
      headers: { ...dashboard, 'Content-Type': 'application/json' },
      body: JSON.stringify({ fileSizeLimit: 4 }),
    })
    expect(await patched.json()).toEqual({ fileSizeLimit: 4, features: { imageTransformation: { enabled: false }, s3Protocol: { enabled: true } } })
    expect((await upload(`${USER}/big.txt`, 'hello')).status).toBe(413)
    const wrong = await fetch(`http://localhost/platform/projects/${REF}/config/storage`, {
      method: 'PATCH',
      headers: { ...dashboard, 'Content-Type': 'application/json' },
      body: JSON.stringify({ fileSizeLimit: -1 }),
    })
    expect(wrong.status).toBe(400)
  })
})
