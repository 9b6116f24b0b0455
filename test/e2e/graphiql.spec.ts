import { expect, signIn, test } from './support/fixtures'

const REF = 'acmeblogprod01'
const QUERY =
  '{ customersCollection(first: 3, filter: { country: { eq: "GB" } }) { totalCount edges { node { full_name country } } } }'

for (const path of ['database/graphiql', 'api/graphiql']) {
  test(`${path}: GraphiQL runs a query against a seeded table and shows its rows; the role is chosen on the page`, async ({
    page,
  }) => {
    test.setTimeout(120_000)
    await signIn(page)
    const roles: string[] = []
    page.on('request', (r) => {
      if (r.url().includes(`/platform/projects/${REF}/api/graphql`))
        roles.push(new URL(r.url()).searchParams.get('role') ?? '')
    })
    await page.goto(`/dashboard/project/${REF}/${path}`)
    const editor = page.locator('.graphiql-query-editor .monaco-editor').first()
    await expect(editor).toBeVisible({ timeout: 60_000 })
    await editor.click()
    await page.keyboard.press('ControlOrMeta+A')
    await page.keyboard.press('Delete')
    await page.keyboard.insertText(QUERY)
    await page.getByRole('button', { name: /Execute query/ }).click()
    const response = page.locator('.graphiql-response')
    await expect(response).toContainText('"totalCount": 2', { timeout: 15_000 })
    await expect(response).toContainText('Ada Lovelace')
    await expect(response).toContainText('Alan Turing')
    await expect(response).not.toContainText('Grace Hopper')
    expect(roles.at(-1)).toBe('service_role')

    // As anon, the database's privileges apply.
    await page
      .locator('label')
      .filter({ hasText: /^anon$/ })
      .click()
    await expect(page.getByRole('radio', { name: 'anon' })).toBeChecked()
    await expect(page).toHaveURL(/role=anon/)
    const answered = page.waitForResponse(
      (r) => r.url().includes('/api/graphql?role=anon') && r.request().method() === 'POST',
    )
    await page.getByRole('button', { name: /Execute query/ }).click()
    // Without grants to anon, Postgres refuses (the seed grants its tables to no API role).
    const body = (await (await answered).json()) as { errors?: { message: string }[] }
    expect(body.errors?.[0]?.message).toMatch(/^permission denied for (table customers|schema public)$/)
    await expect(response).toContainText('permission denied')
    expect(roles.at(-1)).toBe('anon')
  })
}
