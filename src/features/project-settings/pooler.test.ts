import { describe, expect, it } from 'vitest'
import { checkPoolerDraft, poolerChanges } from './pooler'

describe('pooler settings', () => {
  it('accepts whole numbers in range and answers the settings', () => {
    expect(checkPoolerDraft({ pool_mode: 'session', default_pool_size: ' 20 ', max_client_conn: '200' })).toEqual({
      settings: { pool_mode: 'session', default_pool_size: 20, max_client_conn: 200 },
      errors: {},
    })
  })

  it('names each field that is not a whole number in range', () => {
    expect(
      checkPoolerDraft({ pool_mode: 'transaction', default_pool_size: '1.5', max_client_conn: "200'; drop" }).errors,
    ).toEqual({
      default_pool_size: 'Pool size must be a whole number from 1 to 1000.',
      max_client_conn: 'Max client connections must be a whole number from 1 to 100000.',
    })
    expect(
      checkPoolerDraft({ pool_mode: 'transaction', default_pool_size: '0', max_client_conn: '100001' }).errors,
    ).toEqual({
      default_pool_size: 'Pool size must be from 1 to 1000.',
      max_client_conn: 'Max client connections must be from 1 to 100000.',
    })
    expect(
      checkPoolerDraft({ pool_mode: 'transaction', default_pool_size: '50', max_client_conn: '40' }).errors,
    ).toEqual({
      default_pool_size: 'Pool size cannot be larger than the max client connections.',
    })
  })

  it('lists what changed', () => {
    const saved = { pool_mode: 'transaction', default_pool_size: 15, max_client_conn: 200 } as const
    expect(poolerChanges(saved, { ...saved })).toEqual([])
    expect(poolerChanges(saved, { ...saved, pool_mode: 'session', max_client_conn: 300 })).toEqual([
      { key: 'pool_mode', label: 'Pool mode', from: 'transaction', to: 'session' },
      { key: 'max_client_conn', label: 'Max client connections', from: '200', to: '300' },
    ])
  })
})
