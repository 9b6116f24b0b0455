import { describe, expect, it } from 'vitest'
import { PROJECT_SECTIONS } from '@/features/projects/sections'
import { activeSectionId } from './active-section'

// Issue 32 item 22: one sidebar entry highlighted at a time.
describe('the highlighted sidebar entry', () => {
  it.each([
    ['/project/abc', 'overview'],
    ['/project/abc/functions', 'functions'],
    ['/project/abc/functions/new', 'functions-new'],
    ['/project/abc/functions/hello/logs', 'functions'],
    ['/project/abc/functions/secrets', 'functions-secrets'],
    ['/project/abc/api', 'api-docs'],
    ['/project/abc/api/graphiql', 'api-graphiql'],
    ['/project/abc/editor/7', 'editor'],
    ['/project/abc/database/tables/12', 'database-tables'],
    ['/project/abc/settings/vault/secrets', 'vault-secrets'],
  ])('%s highlights %s only', (pathname, id) => {
    expect(activeSectionId(pathname, PROJECT_SECTIONS)).toBe(id)
  })
})
