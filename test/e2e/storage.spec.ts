import type { Page } from '@playwright/test'
import { expect, signIn, test } from './support/fixtures'

const REF = 'acmeblogprod01'

/** What the mocked storage service holds (Chromium does not show ky's request bodies to Playwright). */
function platformCall(page: Page, method: string, path: string, body?: unknown) {
  return page.evaluate(
    async ({ method, path, body }) => {
      const session = JSON.parse(localStorage.getItem('dashboard-auth-session') ?? '{}') as { access_token: string }
      const response = await fetch(path, {
        method,
        headers: { Authorization: `Bearer ${session.access_token}`, 'Content-Type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      })
      return (await response.json()) as unknown
    },
    { method, path, body },
  )
}

test('buckets: create a private bucket with a size limit, refused names, edit, empty and delete', async ({ page }) => {
  await signIn(page)
  await page.goto(`/dashboard/project/${REF}/storage/buckets`)
  const table = page.getByRole('table', { name: 'Buckets' })
  await expect(table.getByRole('link', { name: 'avatars' })).toBeVisible()

  await page.getByRole('button', { name: 'New bucket' }).click()
  const dialog = page.getByRole('dialog', { name: 'Create storage bucket' })
  await dialog.getByLabel('Name of bucket').fill('Bad Name')
  await dialog.getByRole('button', { name: 'Create bucket' }).click()
  await expect(dialog.getByText('Use only lowercase letters, numbers, dots, hyphens and underscores')).toBeVisible()
  await dialog.getByLabel('Name of bucket').fill('avatars')
  await expect(dialog.getByText('A bucket named "avatars" already exists')).toBeVisible()

  await dialog.getByLabel('Name of bucket').fill('invoices')
  await expect(dialog.getByRole('switch', { name: 'Public bucket' })).not.toBeChecked()
  await dialog.getByRole('switch', { name: 'Restrict file upload size for bucket' }).check()
  await dialog.getByLabel('File size limit').fill('2')
  await dialog.getByLabel('Allowed MIME types').fill('application/pdf, image/*')
  await dialog.getByRole('button', { name: 'Create bucket' }).click()
  await expect(dialog).toBeHidden()
  const row = table.getByRole('row').filter({ has: page.getByRole('link', { name: 'invoices' }) })
  await expect(row).toContainText('Private')
  await expect(row).toContainText('2 MB')
  await expect(row).toContainText('application/pdf, image/*')

  // What the storage service holds afterwards.
  const stored = (await platformCall(page, 'GET', `/platform/storage/${REF}/buckets`)) as { id: string }[]
  expect(stored.find((b) => b.id === 'invoices')).toMatchObject({
    public: false,
    file_size_limit: 2 * 1024 * 1024,
    allowed_mime_types: ['application/pdf', 'image/*'],
  })

  // Edit: make it public, no limit.
  await page.getByRole('button', { name: 'Actions for bucket invoices' }).click()
  await page.getByRole('menuitem', { name: 'Edit bucket' }).click()
  const edit = page.getByRole('dialog', { name: 'Edit bucket "invoices"' })
  await edit.getByRole('switch', { name: 'Public bucket' }).check()
  await edit.getByRole('switch', { name: 'Restrict file upload size for bucket' }).uncheck()
  await edit.getByRole('button', { name: 'Save' }).click()
  await expect(row).toContainText('Public')
  await expect(row).toContainText('No limit')

  // Empty and delete go through the confirmation dialog.
  await page.getByRole('button', { name: 'Actions for bucket documents' }).click()
  await page.getByRole('menuitem', { name: 'Delete bucket' }).click()
  const confirm = page.getByRole('dialog', { name: 'Delete bucket "documents"' })
  await confirm.getByRole('button', { name: 'Cancel' }).click()
  await expect(table.getByRole('link', { name: 'documents' })).toBeVisible()
  await page.getByRole('button', { name: 'Actions for bucket documents' }).click()
  await page.getByRole('menuitem', { name: 'Delete bucket' }).click()
  await confirm.getByRole('button', { name: 'Delete bucket' }).click()
  await expect(table.getByRole('link', { name: 'documents' })).toBeHidden()
})

test('files: upload two files with progress, limits checked first, preview, signed URL, delete', async ({ page }) => {
  await signIn(page)
  await page.goto(`/dashboard/project/${REF}/storage/files?bucket=documents`)
  const list = page.getByRole('list', { name: 'Files and folders' })
  await expect(list.getByRole('button', { name: 'Open folder bulk' })).toBeVisible()

  // Two files through the upload button.
  const chooser = page.waitForEvent('filechooser')
  await page.getByRole('button', { name: 'Upload files' }).click()
  await (
    await chooser
  ).setFiles([
    { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('Meeting notes\nship it\n') },
    { name: 'data.json', mimeType: 'application/json', buffer: Buffer.from('{"answer":42}') },
  ])
  const uploads = page.getByRole('region', { name: 'Uploads' })
  await expect(uploads.getByRole('progressbar', { name: 'Upload of notes.txt' })).toHaveAttribute(
    'aria-valuenow',
    '100',
  )
  await expect(uploads.getByRole('progressbar', { name: 'Upload of data.json' })).toHaveAttribute(
    'aria-valuenow',
    '100',
  )
  await expect(uploads.getByTestId('upload-item')).toHaveCount(2)
  await expect(uploads.getByText('Uploaded')).toHaveCount(2)

  // Preview text and JSON.
  await list.getByRole('button', { name: 'Preview notes.txt' }).click()
  const preview = page.getByRole('region', { name: 'Preview of notes.txt' })
  await expect(preview.getByTestId('text-preview')).toContainText('Meeting notes')
  await list.getByRole('button', { name: 'Preview data.json' }).click()
  await expect(page.getByRole('region', { name: 'Preview of data.json' }).getByTestId('text-preview')).toContainText(
    '"answer": 42',
  )

  // A signed URL with a chosen expiry that serves the bytes.
  await page.getByRole('region', { name: 'Preview of data.json' }).getByRole('button', { name: 'Get URL' }).click()
  const share = page.getByRole('dialog', { name: 'Signed URL' })
  await share.getByLabel('Expires in').click()
  await page.getByRole('option', { name: '1 week' }).click()
  const before = Date.now()
  await share.getByRole('button', { name: 'Create signed URL' }).click()
  const url = await share.getByRole('textbox', { name: 'Signed URL' }).inputValue()
  const claims = JSON.parse(Buffer.from(new URL(url).searchParams.get('token')!, 'base64').toString()) as {
    exp: number
    path: string
  }
  expect(claims.path).toBe('data.json')
  expect(claims.exp - before).toBeGreaterThan(7 * 24 * 3600 * 1000 - 60_000)
  expect(claims.exp - before).toBeLessThan(7 * 24 * 3600 * 1000 + 60_000)
  const served = await page.request.get(url)
  expect(served.status()).toBe(200)
  expect(await served.text()).toBe('{"answer":42}')
  await page.keyboard.press('Escape')

  // Delete through the confirmation dialog.
  await page.getByRole('button', { name: 'Actions for notes.txt' }).click()
  await page.getByRole('menuitem', { name: 'Delete' }).click()
  const confirm = page.getByRole('dialog', { name: 'Delete file "notes.txt"' })
  await confirm.getByRole('button', { name: 'Delete' }).click()
  await expect(list.getByRole('button', { name: 'Preview notes.txt' })).toBeHidden()
  await expect(list.getByRole('button', { name: 'Preview data.json' })).toBeVisible()
  const root = (await platformCall(page, 'POST', `/platform/storage/${REF}/buckets/documents/objects/list`, {
    prefix: '',
  })) as { name: string }[]
  expect(root.map((o) => o.name)).toEqual(['bulk', 'config', 'invoices', 'data.json', 'readme.txt'])
})

test('files: an image previews, a file over the bucket limit is refused before sending, 1,000 files stay virtualized', async ({
  page,
}) => {
  await signIn(page)
  await page.goto(`/dashboard/project/${REF}/storage/files?bucket=avatars&path=team%2F`)
  const list = page.getByRole('list', { name: 'Files and folders' })
  await list.getByRole('button', { name: 'Preview ada.png' }).click()
  await expect(
    page.getByRole('region', { name: 'Preview of ada.png' }).getByRole('img', { name: 'ada.png' }),
  ).toBeVisible()

  let uploadsSent = 0
  page.on('request', (r) => {
    if (r.url().includes('/objects/upload')) uploadsSent++
  })
  const chooser = page.waitForEvent('filechooser')
  await page.getByRole('button', { name: 'Upload files' }).click()
  await (
    await chooser
  ).setFiles([
    { name: 'huge.png', mimeType: 'image/png', buffer: Buffer.alloc(1024 * 1024 + 1) },
    { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('x') },
  ])
  const uploads = page.getByRole('region', { name: 'Uploads' })
  await expect(uploads.getByText("huge.png is larger than the bucket's limit of 1 MB")).toBeVisible()
  await expect(uploads.getByText('notes.txt: the bucket does not accept text/plain')).toBeVisible()
  expect(uploadsSent).toBe(0)

  await page.goto(`/dashboard/project/${REF}/storage/files?bucket=documents&path=bulk%2F`)
  await expect(list.getByRole('button', { name: 'Preview report-0001.txt' })).toBeVisible()
  const rendered = await list.getByRole('listitem').count()
  expect(rendered).toBeLessThan(80)
  // The second page of 500 loads when the end of the first comes into view.
  await expect(async () => {
    await list.evaluate((element) => element.scrollTo(0, element.scrollHeight))
    await expect(list.getByRole('button', { name: 'Preview report-1000.txt' })).toBeVisible({ timeout: 1000 })
  }).toPass()
  expect(await list.getByRole('listitem').count()).toBeLessThan(80)
})
