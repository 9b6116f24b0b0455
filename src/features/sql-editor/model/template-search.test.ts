import { describe, expect, it } from 'vitest'
import { SQL_QUICKSTARTS, SQL_SCRIPTS } from '@/features/database'
import { searchTemplates } from './template-search'

const ids = (search: string) => searchTemplates([...SQL_SCRIPTS, ...SQL_QUICKSTARTS], search).map((t) => t.id)

describe('searching the SQL templates', () => {
  it('keeps every template for an empty or blank search', () => {
    expect(ids('  ')).toHaveLength(SQL_SCRIPTS.length + SQL_QUICKSTARTS.length)
  })

  it('matches the title, the description and the SQL, in any case', () => {
    expect(ids('CACHE HIT')).toEqual(['cache-hit-rate'])
    expect(ids('security_invoker')).toEqual(['add-view'])
    expect(ids('pgvector')).toEqual(['vector-search'])
    // Only in the SQL text: the moddatetime trigger's function name.
    expect(ids('handle_updated_at')).toEqual(['moddatetime-trigger'])
  })

  it('needs every word, in any order', () => {
    expect(ids('todos rls')).toEqual([])
    expect(ids('own todos')).toEqual(['todo-list'])
    expect(ids('auth.users trigger signs')).toEqual(['user-profiles'])
  })

  it('answers nothing for a search no template holds', () => {
    expect(ids('no such template anywhere')).toEqual([])
  })
})
