import { beforeEach, describe, expect, it } from 'vitest'
import {
  getLastVisitedOrganization,
  getProjectHistory,
  LAST_VISITED_ORGANIZATION_KEY,
  PROJECT_HISTORY_KEY_PREFIX,
  recordLastVisitedOrganization,
  recordLastVisitedSnippet,
  recordLastVisitedTable,
  useHistoryStore,
} from './last-visited'

beforeEach(() => {
  localStorage.clear()
  useHistoryStore.setState({ projects: {}, lastOrganization: undefined })
})

const stored = (key: string) => JSON.parse(localStorage.getItem(key) ?? 'null') as unknown

describe('last visited', () => {
  it('records the SQL snippet and table per project in localStorage', () => {
    recordLastVisitedSnippet('abc', 'snippet-1')
    recordLastVisitedTable('abc', '42')
    recordLastVisitedSnippet('xyz', 'snippet-9')
    expect(stored(`${PROJECT_HISTORY_KEY_PREFIX}abc`)).toEqual({ sql: 'snippet-1', editor: '42' })
    expect(stored(`${PROJECT_HISTORY_KEY_PREFIX}xyz`)).toEqual({ sql: 'snippet-9' })
    expect(getProjectHistory('abc')).toEqual({ sql: 'snippet-1', editor: '42' })
  })

  it("does not record the SQL id 'new'", () => {
    recordLastVisitedSnippet('abc', 'snippet-1')
    recordLastVisitedSnippet('abc', 'new')
    expect(getProjectHistory('abc').sql).toBe('snippet-1')
    expect(stored(`${PROJECT_HISTORY_KEY_PREFIX}abc`)).toEqual({ sql: 'snippet-1' })
  })

  it('reads what an earlier visit stored, ignoring values of the wrong shape', () => {
    localStorage.setItem(`${PROJECT_HISTORY_KEY_PREFIX}abc`, JSON.stringify({ sql: 'snippet-7', editor: 5 }))
    localStorage.setItem(`${PROJECT_HISTORY_KEY_PREFIX}bad`, '{not json')
    expect(getProjectHistory('abc')).toEqual({ sql: 'snippet-7' })
    expect(getProjectHistory('bad')).toEqual({})
  })

  it('records the last visited organization slug', () => {
    recordLastVisitedOrganization('northwind')
    expect(getLastVisitedOrganization()).toBe('northwind')
    expect(stored(LAST_VISITED_ORGANIZATION_KEY)).toBe('northwind')
  })
})
