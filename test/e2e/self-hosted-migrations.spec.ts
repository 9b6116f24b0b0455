import { spawnSync } from 'node:child_process'
import { dirname, join } from 'node:path'
import type { Page } from '@playwright/test'
import { expect, test } from './support/self-hosted'
import { sqlEditorPage } from './support/sql-editor-page'

/**
 * Issue 36 on PostgreSQL 15 through nginx and the real postgres-meta: changes made through three forms
 * and the SQL editor become one migration file that, applied with `psql -v ON_ERROR_STOP=1` to a fresh
 * database, gives the same schema (`pg_dump --schema-only`); read-only mode lets Postgres refuse writes.
 * Everything lives in a schema of the test's own, dropped at the end.
 */
async function go(page: Page, path: string) {
  await page.goto(`/dashboard/project/default/${path}`)
  const optOut = page.getByRole('button', { name: 'Opt out' })
  if (await optOut.isVisible().catch(() => false)) await optOut.click()
}

function schemaDump(psqlPath: string, url: string, schema: string) {
  const dump = spawnSync(join(dirname(psqlPath), 'pg_dump'), ['--schema-only', '--no-owner', '-n', schema, '-d', url], { encoding: 'utf8' })
  expect(dump.status, dump.stderr).toBe(0)
  // The header names the dump's own run and its random \restrict key; what follows is the schema.
  return dump.stdout.replace(/^-- Dumped (from|by) .*$/gm, '').replace(/^\\(un)?restrict .*$/gm, '')
}

test('three forms and the SQL editor make one migration file; psql applies it to a fresh database with the same schema', async ({ page, selfHosted }) => {
  test.setTimeout(240_000)
  const { psql } = selfHosted
  const schema = `mig_e2e_${Date.now()}`
  const fresh = `${schema}_fresh`
  const editor = sqlEditorPage(page)
  try {
    // SQL editor: the schema the changes go into.
    await go(page, 'sql/new')
    await editor.run(`create schema ${schema}`)
    await expect(page.getByText(/Success\. No rows returned\./)).toBeVisible({ timeout: 30_000 })

    // Form 1: enumerated types.
    await go(page, `database/types?schema=${schema}`)
    await page.getByRole('button', { name: 'Create type' }).click()
    const type = page.getByRole('dialog', { name: 'Create enumerated type' })
    await type.getByLabel('Schema').fill(schema)
    await type.getByLabel('Name').fill('mood')
    await type.getByRole('textbox', { name: 'Value 1' }).fill('happy')
    await type.getByRole('button', { name: 'Add value' }).click()
    await type.getByRole('textbox', { name: 'Value 2' }).fill('sad')
    await type.getByRole('button', { name: 'Create type' }).click()
    await expect(type).toBeHidden()

    // Form 2: functions, a body holding semicolons.
    await go(page, `database/functions?schema=${schema}`)
    await page.getByRole('button', { name: 'Create function' }).click()
    const fn = page.getByRole('dialog', { name: 'Create function' })
    await fn.getByLabel('Schema').fill(schema)
    await fn.getByLabel('Name').fill('greeting')
    await fn.getByLabel('Return type').fill('text')
    await fn.getByRole('textbox', { name: 'Function body' }).fill("begin perform 1; return 'hi; there'; end")
    await fn.getByRole('button', { name: 'Create function' }).click()
    await expect(fn).toBeHidden()

    // Form 3: the table editor's New table.
    await go(page, `editor/new?schema=${schema}`)
    await page.getByRole('button', { name: 'New table', exact: true }).click()
    const table = page.getByRole('dialog', { name: `Create a table in ${schema}` })
    await table.getByRole('textbox', { name: 'Table name' }).fill('diary')
    await table.getByRole('button', { name: 'Create table' }).click()
    await expect(table).toBeHidden()

    // SQL editor again: a column of the new type, beside a data change that stays out.
    await go(page, 'sql/new')
    await editor.run(`alter table ${schema}.diary add column feeling ${schema}.mood default 'happy';\ninsert into ${schema}.diary (feeling) values ('sad');\nselect count(*) as diary_rows from ${schema}.diary`)
    await expect(editor.results.getByRole('gridcell', { name: '1', exact: true })).toBeVisible()

    await go(page, 'database/migrations')
    await expect(page.getByText('None: this database has no supabase_migrations.schema_migrations table.')).toBeVisible()
    await page.getByRole('checkbox', { name: 'Select all shown changes' }).check()
    await page.getByRole('button', { name: 'Create migration' }).click()
    const dialog = page.getByRole('dialog', { name: 'Create migration' })
    await dialog.getByRole('textbox', { name: 'Migration name' }).fill('diary with moods')
    const download = page.waitForEvent('download')
    await dialog.getByRole('button', { name: 'Download' }).click()
    const file = await download
    expect(file.suggestedFilename()).toMatch(/^\d{14}_diary_with_moods\.sql$/)
    const path = (await file.path())!

    psql(`create database ${fresh}`)
    const freshUrl = selfHosted.databaseUrl.replace(/\/postgres$/, `/${fresh}`)
    const applied = spawnSync(selfHosted.psqlPath, ['-X', '-q', '-v', 'ON_ERROR_STOP=1', '-d', freshUrl, '-f', path], { encoding: 'utf8' })
    expect(applied.status, applied.stderr).toBe(0)
    const original = schemaDump(selfHosted.psqlPath, selfHosted.databaseUrl, schema)
    expect(original).toContain(`CREATE TABLE ${schema}.diary`)
    expect(schemaDump(selfHosted.psqlPath, freshUrl, schema)).toBe(original)
  } finally {
    psql(`drop schema if exists ${schema} cascade`)
    psql(`drop database if exists ${fresh}`)
  }
})

test('read-only mode on PostgreSQL 15: create table refused by Postgres, commit; create table not sent, a select runs', async ({ page, selfHosted }) => {
  test.setTimeout(120_000)
  const editor = sqlEditorPage(page)
  await go(page, 'sql/new')
  await page.getByRole('switch', { name: 'Read-only' }).check()
  await editor.run('create table public.mig_e2e_read_only (id int)')
  await expect(page.getByText('cannot execute CREATE TABLE in a read-only transaction').first()).toBeVisible({ timeout: 30_000 })
  await editor.run('commit; create table public.mig_e2e_read_only (id int)')
  await expect(page.getByText('Read-only mode is on: "commit" would end the read-only transaction, so the query was not sent.').first()).toBeVisible()
  expect(selfHosted.psql(`select to_regclass('public.mig_e2e_read_only') is null`)).toBe('t')
  await editor.run('select 41 + 1 as answer')
  await expect(editor.results.getByRole('gridcell', { name: '42', exact: true })).toBeVisible()
})
