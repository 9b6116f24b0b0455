import type { Page } from '@playwright/test'

/**
 * The SQL editor as a user sees it, in one place so specs survive the editor's rebuild: the
 * editor's text box, the Run button, the result table and the error.
 */
export function sqlEditorPage(page: Page) {
  const editor = page.getByRole('textbox', { name: /^SQL (editor|query)$/ })
  return {
    editor,
    runButton: page.getByRole('button', { name: 'Run', exact: true }),
    results: page.getByRole('grid', { name: 'Query result' }),
    error: page.getByRole('alert').filter({ hasText: /failed|error/i }),
    async open(ref = 'default') {
      await page.goto(`/dashboard/project/${ref}/sql/new`)
      await editor.waitFor()
    },
    /** Replaces the editor's text with `sql`, as typed or pasted. */
    async write(sql: string) {
      await editor.fill(sql)
    },
    async run(sql: string) {
      await this.write(sql)
      await this.runButton.click()
    },
  }
}
