import { describe, expect, it } from 'vitest'
import { fuzzyScore, scoreSearchable } from './fuzzy'
import { rankActions, RECENT_GROUP, type CommandAction } from './rank'
import { readRecent, RECENT_LIMIT, RECENT_STORAGE_KEY, rememberRecent } from './recent'

const action = (id: string, label: string, extra: Partial<CommandAction> = {}): CommandAction => ({
  id,
  label,
  group: 'G',
  run: () => {},
  ...extra,
})

describe('fuzzy matching', () => {
  it('matches letters in order, case-insensitively', () => {
    expect(fuzzyScore('sqled', 'SQL editor')).not.toBeNull()
    expect(fuzzyScore('gbx', 'Globex Corporation')).not.toBeNull()
    expect(fuzzyScore('xg', 'Globex')).toBeNull()
  })
  it('prefers substrings and word starts', () => {
    expect(fuzzyScore('logs', 'Logs')!).toBeGreaterThan(fuzzyScore('logs', 'Long gossip')!)
    expect(fuzzyScore('se', 'Security advisor')!).toBeGreaterThan(fuzzyScore('se', 'Database hooks')!)
  })
  it('needs every word of the query', () => {
    expect(scoreSearchable('sql crm', { label: 'SQL editor', description: 'CRM · Database' })).not.toBeNull()
    expect(scoreSearchable('sql zzz', { label: 'SQL editor', description: 'CRM · Database' })).toBeNull()
    expect(scoreSearchable('globexcrm', { label: 'CRM', keywords: ['globexcrmprod1'] })).not.toBeNull()
  })
})

describe('ranking', () => {
  const actions = [
    action('a', 'All organizations', { destination: true }),
    action('b', 'Storefront', { destination: true, group: 'Projects' }),
    action('c', 'SQL editor', { searchOnly: true, description: 'Storefront' }),
    action('d', 'Sign out', { group: 'Dashboard' }),
  ]
  it('shows recent destinations first with no query, and hides search-only actions', () => {
    const groups = rankActions('', actions, ['b'])
    expect(groups[0]).toEqual({ group: RECENT_GROUP, actions: [actions[1]] })
    expect(groups.flatMap((g) => g.actions.map((a) => a.id))).toEqual(['b', 'a', 'd'])
  })
  it('ranks matches by score and lifts recent ones', () => {
    expect(rankActions('s', actions, []).flatMap((g) => g.actions.map((a) => a.id))[0]).not.toBe('c')
    const ids = rankActions('s', actions, ['c'])[0]!.actions.map((a) => a.id)
    expect(ids[0]).toBe('c')
    expect(rankActions('qqq', actions, [])).toEqual([])
  })
})

describe('the current project', () => {
  const sql = (ref: string, extra: Partial<CommandAction> = {}) =>
    action(`page:${ref}:sql`, 'SQL editor', { description: `${ref} · Database`, searchOnly: true, ...extra })
  const actions = [sql('blog'), sql('storefront', { inCurrentProject: true })]
  it("ranks the current project's pages above the same pages of other projects", () => {
    expect(rankActions('sql', actions, [])[0]!.actions.map((a) => a.id)).toEqual([
      'page:storefront:sql',
      'page:blog:sql',
    ])
  })
  it('even when another project’s page was visited recently', () => {
    expect(rankActions('sql', actions, ['page:blog:sql'])[0]!.actions[0]!.id).toBe('page:storefront:sql')
  })
  it("still reaches another project's page when the query names it", () => {
    expect(rankActions('sql blog', actions, [])[0]!.actions.map((a) => a.id)).toEqual(['page:blog:sql'])
  })
})

describe('recent destinations', () => {
  it('keeps the newest first, without duplicates, at most five', () => {
    for (const id of ['1', '2', '3', '4', '5', '6', '3']) rememberRecent(id)
    expect(readRecent()).toEqual(['3', '6', '5', '4', '2'])
    expect(readRecent()).toHaveLength(RECENT_LIMIT)
  })
  it('ignores a stored value of the wrong shape', () => {
    localStorage.setItem(RECENT_STORAGE_KEY, '{"not":"a list"}')
    expect(readRecent()).toEqual([])
    localStorage.setItem(RECENT_STORAGE_KEY, 'not json')
    expect(readRecent()).toEqual([])
  })
})
