import { describe, expect, it } from 'vitest'
import type { LedgerEntry } from '@/features/database/api/changes-ledger'
import { migrationFileContent, migrationFileName, migrationNotes, sanitizeMigrationName } from './migration-file'

let id = 0
const entry = (statement: string, extra: Partial<LedgerEntry> = {}): LedgerEntry => ({
  id: ++id,
  projectRef: 'ref',
  at: 0,
  source: 'sql-editor',
  statement,
  kind: 'ddl',
  dependsOnData: false,
  role: null,
  error: null,
  ...extra,
})

describe('migration file name', () => {
  it('is {YYYYMMDDHHMMSS}_{name}.sql with the version in UTC', () => {
    expect(migrationFileName('add notes', Date.UTC(2026, 10, 29, 6, 5, 9))).toBe('20261129060509_add_notes.sql')
  })

  it('makes slashes, dots and .. harmless', () => {
    expect(sanitizeMigrationName('../../etc/passwd')).toBe('etc_passwd')
    expect(sanitizeMigrationName('a/b\\c..d')).toBe('a_b_c_d')
    expect(migrationFileName('../', 0)).toBeUndefined()
    expect(migrationFileName('Ünïcode Name!', 0)).toBe('19700101000000_unicode_name.sql')
  })
})

describe('migration file content', () => {
  it('has the succeeded statements in order, each ending with ;', () => {
    const entries = [entry('create table a (id int)'), entry('alter table a add column b text', { error: 'boom' }), entry('comment on table a is $$x$$;')]
    expect(migrationFileContent(entries)).toBe('create table a (id int);\n\ncomment on table a is $$x$$;\n')
  })

  it('keeps a dollar-quoted body holding ; whole', () => {
    const fn = 'create function f() returns int language plpgsql as $$ begin perform 1; return 2; end $$'
    expect(migrationFileContent([entry(fn)])).toBe(`${fn};\n`)
  })

  it('does not let a trailing line comment swallow the semicolon', () => {
    expect(migrationFileContent([entry('create table c (id int) -- the c table')])).toBe('create table c (id int) -- the c table\n;\n')
  })

  it('notes changes made as another role, that depend on data, and the failed ones left out', () => {
    const notes = migrationNotes([
      entry('create table a (id int)', { role: 'anon' }),
      entry('do $$ begin end $$', { kind: 'do', dependsOnData: true }),
      entry('drop table z', { error: 'no such table', role: 'authenticated (ada@example.com)' }),
    ])
    expect(notes).toEqual({ otherRoles: ['anon'], dependsOnData: true, failed: 1 })
    expect(migrationNotes([entry('create table a (id int)')])).toEqual({ otherRoles: [], dependsOnData: false, failed: 0 })
  })
})
