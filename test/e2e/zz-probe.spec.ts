import AxeBuilder from '@axe-core/playwright'
import { expect, signIn, test } from './support/fixtures'
for (const theme of ['dark', 'light']) {
  test(`probe ${theme}`, async ({ page }) => {
    test.setTimeout(300_000)
    await page.addInitScript(([k, v]) => { if (window.top === window) localStorage.setItem(k!, v!) }, ['dashboard-theme', theme])
    await signIn(page)
    for (const path of ['functions/new', 'auth/users', 'database/schemas']) {
      await page.goto(`/dashboard/project/northwindshop1/${path}`)
      await expect(page.locator('main h1').first()).toBeVisible({ timeout: 60_000 })
      if (path === 'functions/new') await expect(page.locator('.cm-content')).toBeVisible({ timeout: 60_000 })
      if (path === 'database/schemas') await expect(page.locator('.react-flow__controls')).toBeVisible({ timeout: 60_000 })
      const r = await new AxeBuilder({ page }).include('main').analyze()
      for (const v of r.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical'))
        for (const n of v.nodes) console.log(theme, path, v.id, n.target.join(' '), '|', n.html.slice(0, 120), '|', n.failureSummary?.split('\n')[1])
    }
  })
}
