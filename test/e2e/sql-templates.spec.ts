import type { Page } from '@playwright/test'
import { expect, signIn, test } from './support/fixtures'

// The mock server runs the embedded Postgres in its own Node process; its first start competes for the CPU.
test.describe.configure({ timeout: 90_000 })

const PROJECT = 'northwindshop1'
const UUID_URL = new RegExp(`/project/${PROJECT}/sql/([0-9a-f-]{36})$`)
const CHART_SQL = 'select g as step, g * g as squares, 10 * g as tens from generate_series(1, 20) g'

const editor = (page: Page) => page.getByRole('textbox', { name: 'SQL query' })
const runButton = (page: Page) => page.getByRole('main').getByRole('button', { name: 'Run', exact: true })

/**
 * Issue 38 items 3 and 4 in one visit: the templates page from the editor's pane, its search, a card
 * opening a new snippet that is not run; then a result drawn as a chart whose choice comes back after a reload.
 */
test('a template opens as a new snippet without running; a result drawn as a chart keeps its choice with the snippet', async ({
  page,
}) => {
  const sent: string[] = []
  page.on('request', (request) => {
    if (request.url().includes('/pg-meta/') && request.method() === 'POST') sent.push(request.postData() ?? '')
  })
  await signIn(page)
  await page.goto(`/dashboard/project/${PROJECT}/sql/new`)
  await page.getByRole('button', { name: 'Opt out' }).click()
  await page.getByRole('navigation', { name: 'Snippets' }).getByRole('link', { name: 'Templates' }).click()
  await expect(page).toHaveURL(new RegExp(`/project/${PROJECT}/sql/templates$`))
  await expect(page.getByRole('heading', { name: 'SQL templates', level: 1 })).toBeVisible()

  await page.getByRole('textbox', { name: 'Search templates' }).fill('cache hit')
  await expect(page.getByRole('status').filter({ hasText: 'match your search' })).toHaveText(
    /^1 of \d+ templates match your search$/,
  )
  await expect(page).toHaveURL(/\?search=cache(\+|%20)hit$/)
  const card = page.getByRole('article', { name: 'Cache hit rate' })
  await expect(page.getByRole('article')).toHaveCount(1)
  await card.getByRole('button', { name: 'Open in a new snippet' }).click()

  await expect(page).toHaveURL(UUID_URL)
  await expect(editor(page)).toContainText('pg_statio_user_indexes', { timeout: 20_000 })
  await expect(page.getByRole('main').getByRole('heading', { name: 'Cache hit rate' })).toBeVisible()
  await expect(page.getByText('Run a query to see its rows here', { exact: false })).toBeVisible()
  await expect(page.getByTestId('save-status')).toHaveText('Saved', { timeout: 30_000 })
  expect(sent.filter((body) => body.includes('pg_statio_user_indexes'))).toEqual([])

  // A query of our own, drawn as a chart.
  await editor(page).click()
  await page.keyboard.press('Control+a')
  await page.keyboard.insertText(CHART_SQL)
  await runButton(page).click()
  await expect(page.getByRole('main').getByRole('grid', { name: 'Query result' })).toBeVisible({ timeout: 30_000 })
  await page.getByRole('main').getByText('Chart', { exact: true }).click()
  await expect(page.getByRole('img', { name: 'Chart of squares by step' })).toBeVisible({ timeout: 20_000 })
  await page.getByRole('combobox', { name: 'Y axis' }).click()
  await page.getByRole('option', { name: 'tens' }).click()
  await page.keyboard.press('Escape')
  await page.getByRole('main').getByText('Line', { exact: true }).click()
  const chart = page.getByRole('img', { name: 'Chart of squares, tens by step' })
  await expect(chart).toBeVisible()
  await expect(chart).toHaveAccessibleDescription(
    /^Line chart of 20 points, step from 1 to 20\. squares from 1 to 400, last 400; tens from 10 to 200, last 200\.$/,
  )
  await expect(page.getByTestId('save-status')).toHaveText('Saved', { timeout: 30_000 })

  await page.reload()
  await expect(editor(page)).toContainText('generate_series(1, 20)', { timeout: 20_000 })
  await runButton(page).click()
  await expect(page.getByRole('img', { name: 'Chart of squares, tens by step' })).toBeVisible({ timeout: 30_000 })
  await expect(page.getByRole('radio', { name: 'Line' })).toBeChecked()
  await expect(page.getByRole('radio', { name: 'Chart' })).toBeChecked()
})
