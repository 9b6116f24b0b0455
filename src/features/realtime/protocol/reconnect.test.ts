import { describe, expect, it } from 'vitest'
import { reconnectDelay } from './reconnect'

describe('reconnect schedule', () => {
  it('backs off 1 s, 2 s, 5 s, then stays at the 10 s cap', () => {
    expect([1, 2, 3, 4, 5, 20].map(reconnectDelay)).toEqual([1000, 2000, 5000, 10_000, 10_000, 10_000])
  })
})
