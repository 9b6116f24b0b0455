import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { expect, signIn, test } from './support/fixtures'

// SPEC §1 themes; WCAG 2.1 AA: axe finds no serious or critical violation on any main page, in the
// light and the dark theme. Each page is also checked for its document title (WCAG 2.4.2).

const THEME_KEY = 'dashboard-theme'
const ORG = { slug: 'northwind', name: 'Northwind Labs' }
const PROJECT = { ref: 'northwindshop1', name: 'Storefront' }

interface MainPage {
  name: string
  path: string
  signedIn: boolean
  /** What the user sees once the page is ready. */
  ready: (page: Page) => ReturnType<Page['getByRole']>
  title: string
}

const MAIN_PAGES: MainPage[] = [
  {
    name: 'sign-in',
    path: '/sign-in',
    signedIn: false,
    ready: (page) => page.getByRole('button', { name: 'Sign in', exact: true }),
    title: 'Sign in | Dashboard',
  },
  {
    name: 'organizations',
    path: '/organizations',
    signedIn: true,
    ready: (page) => page.getByRole('link', { name: ORG.name }).first(),
    title: 'Organizations | Dashboard',
  },
  {
    name: 'organization',
    path: `/org/${ORG.slug}`,
    signedIn: true,
    ready: (page) => page.getByRole('link', { name: PROJECT.name, exact: true }),
    title: `Projects | ${ORG.name} | Dashboard`,
  },
  {
    name: 'billing',
    path: `/org/${ORG.slug}/billing`,
    signedIn: true,
    ready: (page) => page.getByRole('heading', { name: 'Billing', level: 1 }),
    title: `Billing | ${ORG.name} | Dashboard`,
  },
  {
    name: 'new project',
    path: `/new/${ORG.slug}`,
    signedIn: true,
    ready: (page) => page.getByLabel('Database password'),
    title: `New project | ${ORG.name} | Dashboard`,
  },
  {
    name: 'project overview',
    path: `/project/${PROJECT.ref}`,
    signedIn: true,
    ready: (page) => page.getByRole('heading', { level: 1 }),
    title: `Project home | ${PROJECT.name} | Dashboard`,
  },
  {
    name: 'assistant panel',
    path: `/project/${PROJECT.ref}?aiAssistantPanelOpen=true`,
    signedIn: true,
    ready: (page) => page.getByRole('textbox', { name: 'Message the assistant' }),
    title: `Project home | ${PROJECT.name} | Dashboard`,
  },
  {
    name: 'feature-preview modal',
    path: `/org/${ORG.slug}?featurePreviewModal=true`,
    signedIn: true,
    ready: (page) =>
      page.getByRole('dialog', { name: 'Dashboard feature previews' }).getByRole('button', { name: 'Enable' }),
    title: `Projects | ${ORG.name} | Dashboard`,
  },
]

// The email templates' preview is the person's own HTML in a sandboxed frame without scripts: axe cannot
// run inside it (each try is a console error, and the run can hang), and its content is not the
// dashboard's. Left out of the axe run.
const SANDBOXED_PREVIEW = 'iframe[sandbox]'

/**
 * axe for one theme: every rule in the first; in the other only the rules a theme changes (colours),
 * the rest having been checked on the same page already.
 */
function axe(page: Page, theme: (typeof THEMES)[number]) {
  const builder = new AxeBuilder({ page }).exclude(SANDBOXED_PREVIEW)
  return theme === THEMES[0] ? builder : builder.withRules(COLOUR_RULES)
}
const COLOUR_RULES = ['color-contrast', 'link-in-text-block']

async function seriousViolations(page: Page, theme: (typeof THEMES)[number]) {
  const results = await axe(page, theme).analyze()
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact,
      nodes: violation.nodes.map(
        (node) => `${node.target.join(' ')}: ${node.failureSummary?.split('\n')[1]?.trim() ?? ''}`,
      ),
    }))
}

/**
 * Both themes in one visit: the theme is "System" and the browser's colour scheme switches, as when the
 * person's system goes dark; the page follows without a reload (checked on the html element).
 */
async function inEachTheme(page: Page, check: (theme: 'light' | 'dark') => Promise<void>) {
  for (const theme of THEMES) {
    await page.emulateMedia({ colorScheme: theme })
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', theme)
    await check(theme)
  }
  await page.emulateMedia({ colorScheme: THEMES[0] })
}

const THEMES = ['light', 'dark'] as const

async function followSystemTheme(page: Page) {
  await page.emulateMedia({ colorScheme: THEMES[0] })
  await page.addInitScript(([key]) => {
    // Init scripts run in every frame: a sandboxed one (the email templates' preview) has no storage.
    if (window.top === window) localStorage.setItem(key!, 'system')
  }, [THEME_KEY])
}

for (const main of MAIN_PAGES) {
  test(`${main.name}: no serious or critical axe violation in the light and the dark theme, and its title`, async ({ page }) => {
    // axe walks the whole page twice: the billing page takes a while on a busy machine.
    test.setTimeout(120_000)
    await followSystemTheme(page)
    if (main.signedIn) await signIn(page)
    await page.goto(`/dashboard${main.path}`)
    await expect(main.ready(page)).toBeVisible({ timeout: 15_000 })
    // The signed-in pages as a new user sees them: with the cookie consent toast up.
    if (main.signedIn) await expect(page.getByRole('region', { name: 'Cookie consent' })).toBeVisible()
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0)
    const found: Record<string, unknown> = {}
    await inEachTheme(page, async (theme) => {
      const violations = await seriousViolations(page, theme)
      if (violations.length) found[theme] = violations
    })
    expect(found).toEqual({})
    await expect(page).toHaveTitle(main.title)
  })
}

/**
 * Issue 32: every section page of a project, in both themes, reached as a user does: one page load,
 * then the sidebar. The violations of all pages are gathered and compared at the end, so one run
 * names every page that fails.
 */
const SECTION_PAGES = [
  'SQL editor',
  'Table editor',
  'Tables',
  'Policies',
  'Functions',
  'Triggers',
  'Enumerated types',
  'Extensions',
  'Indexes',
  'Roles',
  'Publications',
  'Migrations',
  'Schema visualizer',
  'Column privileges',
  'Database hooks',
  'Database wrappers',
  'Users',
  'Sign in / Providers',
  'URL configuration',
  'Auth rate limits',
  'Auth sessions',
  'Multi-factor authentication',
  'Email templates',
  'Cron',
  'API docs',
  'Storage files',
  'Storage buckets',
  'Edge Functions',
  'Deploy a new function',
  'Edge Function secrets',
  'Logs',
  'Database report',
  'API report',
  'Security advisor',
  'Query performance',
  'Advisor rules',
  'General settings',
  'API keys',
  'JWT signing keys',
  'Database settings',
  'Log drains',
  'Vault secrets',
  // Appended, so that the other pages keep their groups and order.
  'Realtime inspector',
  'Realtime policies',
  'Realtime settings',
  'Auth hooks',
  'SMTP settings',
  'Attack protection',
  'Auth audit logs',
  'Queues',
  'Storage policies',
  'Storage settings',
] as const

/** The page has drawn its content: its heading, nothing marked busy. */
async function settled(page: Page) {
  await expect(page.locator('main h1').first()).toBeVisible({ timeout: 30_000 })
  await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0, { timeout: 30_000 })
}

/** axe on the page's main area: the header and the sidebar are the same on every page (checked on the project home). */
async function mainViolations(page: Page, theme: (typeof THEMES)[number]) {
  const results = await axe(page, theme).include('main').analyze()
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({ rule: violation.id, nodes: violation.nodes.map((node) => node.target.join(' ')) }))
}

// Groups of pages, each one test: a failure names its pages without hiding the others'.
const GROUPS = [0, 1, 2, 3].map((group) => SECTION_PAGES.filter((_, i) => i % 4 === group))

for (const [group, pages] of GROUPS.entries()) {
  test(`section pages ${group + 1}/4 (${pages[0]}, ...): no serious or critical axe violation in the light and the dark theme`, async ({ page }) => {
    test.setTimeout(600_000)
    await page.setViewportSize({ width: 1280, height: 900 })
    await followSystemTheme(page)
    await signIn(page)
    await page.goto(`/dashboard/project/${PROJECT.ref}`)
    await settled(page)
    const found: Record<string, unknown> = {}
    if (group === 0) {
      await inEachTheme(page, async (theme) => {
        const home = await seriousViolations(page, theme)
        if (home.length) found[`Project home (${theme})`] = home
      })
    }
    const sidebar = page.getByRole('navigation', { name: 'Project navigation' })
    for (const name of pages) {
      const link = sidebar.getByRole('link', { name, exact: true })
      await link.click()
      await expect(link).toHaveAttribute('aria-current', 'page')
      await settled(page)
      await inEachTheme(page, async (theme) => {
        const violations = await mainViolations(page, theme)
        if (violations.length) found[`${name} (${theme})`] = violations
      })
    }
    expect(found).toEqual({})
  })
}

test('titles follow client-side navigation', async ({ page }) => {
  await signIn(page)
  await page.goto('/dashboard/organizations')
  await expect(page).toHaveTitle('Organizations | Dashboard')
  await page.getByRole('link', { name: ORG.name }).first().click()
  await expect(page).toHaveTitle(`Projects | ${ORG.name} | Dashboard`)
  await page.getByRole('link', { name: PROJECT.name, exact: true }).click()
  await expect(page).toHaveTitle(`Project home | ${PROJECT.name} | Dashboard`)
  await page.getByRole('navigation', { name: 'Project navigation' }).getByRole('link', { name: 'SQL editor' }).click()
  await expect(page).toHaveTitle(`SQL editor | ${PROJECT.name} | Dashboard`)
  await page.goto('/dashboard/org/northwind/nowhere')
  await expect(page).toHaveTitle('Page not found | Dashboard')
})
