import type { APIRequestContext } from '@playwright/test'
import { DEMO, expect, signIn, test } from './support/fixtures'

const PROJECT = 'acmeblogprod01'
/** The first query of a run waits for the embedded Postgres to start. */
const FIRST_QUERY_TIMEOUT_MS = 30_000
/** An app user (auth.uid()) whose folder the template opens. */
const USER = '33333333-3333-3333-3333-333333333333'
const FILE = `${USER}/e2e-note.txt`
const POLICY = 'Users reach their own folder in documents'

const b64url = (value: string) => Buffer.from(value).toString('base64url')
/** The user's token as the mock's gateway takes its own: unsigned, signature `mock`. */
const userToken = () => `${b64url(JSON.stringify({ alg: 'none' }))}.${b64url(JSON.stringify({ role: 'authenticated', sub: USER, exp: Math.floor(Date.now() / 1000) + 600 }))}.mock`

async function dashboardHeaders(request: APIRequestContext) {
  const session = (await (await request.post('/auth/v1/token?grant_type=password', { data: DEMO })).json()) as { access_token: string }
  return { Authorization: `Bearer ${session.access_token}`, 'x-connection-encrypted': 'postgresql://e2e' }
}

async function sql<T = Record<string, unknown>>(request: APIRequestContext, query: string): Promise<T[]> {
  const response = await request.post(`/platform/pg-meta/${PROJECT}/query`, { headers: await dashboardHeaders(request), data: { query } })
  expect(response.ok(), await response.text()).toBe(true)
  return (await response.json()) as T[]
}

/** An upload through the project's storage API as the user, as an app makes it. */
const upload = (request: APIRequestContext) =>
  request.post(`/project-api/${PROJECT}/storage/v1/object/documents/${FILE}`, {
    headers: { Authorization: `Bearer ${userToken()}`, 'Content-Type': 'text/plain' },
    data: 'hello from the e2e user',
  })

const dropStoragePolicies = `do $$ declare p record; begin
  for p in select polname from pg_policy where polrelid = 'storage.objects'::regclass loop
    execute format('drop policy %I on storage.objects', p.polname);
  end loop; end $$`

async function cleanUp(request: APIRequestContext) {
  await sql(request, dropStoragePolicies)
  await request.delete(`/platform/storage/${PROJECT}/buckets/documents/objects`, { headers: await dashboardHeaders(request), data: { paths: [FILE] } })
  await request.patch(`/platform/projects/${PROJECT}/config/storage`, { headers: await dashboardHeaders(request), data: { fileSizeLimit: 50 * 1024 ** 2, features: { imageTransformation: { enabled: false } } } })
}

test('storage: a policy from a template lets a refused upload through; the settings walk with the bucket check and the unsaved-changes guard', async ({ page, request }) => {
  test.setTimeout(180_000)
  await cleanUp(request)
  try {
    const refused = await upload(request)
    expect(refused.status()).toBe(403)
    expect(await refused.json()).toMatchObject({ message: 'new row violates row-level security policy' })

    await signIn(page)
    await page.goto(`/dashboard/project/${PROJECT}/storage/policies`)
    await page.getByRole('button', { name: 'Opt out' }).click()
    const documents = page.getByRole('region', { name: 'Policies of bucket documents' })
    await expect(documents.getByText('No policies: only the service role can reach its files.')).toBeVisible({ timeout: FIRST_QUERY_TIMEOUT_MS })
    await documents.getByRole('button', { name: 'New policy for documents' }).click()
    const dialog = page.getByRole('dialog', { name: 'New policy for the bucket documents' })
    await dialog.getByRole('combobox', { name: 'Start from a template' }).click()
    await page.getByRole('option', { name: 'Users reach only their own folder, named after their user id' }).click()
    await dialog.getByRole('checkbox', { name: 'SELECT (download)' }).uncheck()
    await expect(dialog.getByRole('checkbox', { name: 'INSERT (upload)' })).toBeChecked()
    await expect(dialog.getByLabel('SQL to run')).toHaveText(
      `create policy "${POLICY}" on "storage"."objects"\n  as permissive\n  for insert\n  to "authenticated"\n  with check (bucket_id = 'documents' and ((select auth.uid()::text) = (storage.foldername(name))[1]));`,
    )
    await dialog.getByRole('button', { name: 'Create policy' }).click()
    await expect(dialog).toBeHidden()
    const policy = documents.getByRole('article', { name: `Policy ${POLICY}` })
    await expect(policy).toContainText('allows upload')
    await expect(page.getByRole('region', { name: 'Policies of bucket avatars' }).getByRole('article')).toHaveCount(0)

    const [row] = await sql<{ cmd: string; roles: string; with_check: string }>(request, `select cmd, roles::text, with_check from pg_policies where schemaname = 'storage' and tablename = 'objects' and policyname = '${POLICY}'`)
    expect(row).toMatchObject({ cmd: 'INSERT', roles: '{authenticated}' })
    const allowed = await upload(request)
    expect(allowed.status(), await allowed.text()).toBe(200)

    // Settings: a global limit under the avatars bucket's own 1 MB is named before saving.
    await page.getByRole('navigation', { name: 'Project navigation' }).getByRole('link', { name: 'Storage settings' }).click()
    const limit = page.getByLabel('Upload file size limit', { exact: true })
    await expect(limit).toHaveValue('50')
    await limit.fill('500')
    await page.getByLabel('Unit').selectOption('KB')
    await expect(page.getByRole('alert', { name: 'Buckets with a higher limit of their own' })).toContainText('avatars: 1 MB')
    await page.getByRole('switch', { name: /Image transformations/ }).click({ force: true })
    await expect(page.getByLabel('Changes to save')).toContainText('Upload file size limit: 50 MB → 500 KB')
    await page.getByRole('navigation', { name: 'Project navigation' }).getByRole('link', { name: 'Storage policies' }).click()
    await page.getByRole('dialog', { name: 'Leave without saving?' }).getByRole('button', { name: 'Stay on this page' }).click()
    await expect(limit).toHaveValue('500')
    await page.getByRole('button', { name: 'Save changes' }).click()
    await expect(page.getByTestId('form-save-bar')).toContainText('Storage settings saved')
    await page.reload()
    await expect(page.getByLabel('Upload file size limit', { exact: true })).toHaveValue('500')
    await expect(page.getByRole('switch', { name: /Image transformations/ })).toBeChecked()
  } finally {
    await cleanUp(request)
  }
})
