import { describe, expect, it } from 'vitest'
import { nextPageParam, pageParams, pageQuery, previousPageParam } from './paged'

describe('paged queries', () => {
  it('asks for limit rows from the page offset', () => {
    expect(pageQuery(0, 20)).toEqual({ offset: 0, limit: 20 })
    expect(pageQuery(3, 20)).toEqual({ offset: 60, limit: 20 })
  })

  it('has a next page while pages come back full, a previous one above the first', () => {
    expect(nextPageParam([1, 2], 0, 2)).toBe(1)
    expect(nextPageParam([1], 4, 2)).toBeUndefined()
    expect(previousPageParam(2)).toBe(1)
    expect(previousPageParam(0)).toBeUndefined()
    const params = pageParams(2)
    expect(params.initialPageParam).toBe(0)
    expect(params.getNextPageParam([1, 2], [], 5)).toBe(6)
    expect(params.getPreviousPageParam([], [], 5)).toBe(4)
  })
})
