import { afterEach, describe, expect, it, vi } from 'vitest'
import { setConfig } from '@/lib/config/config'
import { testConfig } from '../../../test/support/test-config'

const KEY = 'dashboard-read-only'
const load = async () => {
  vi.resetModules()
  // The module reads the config module anew after resetModules: give it the test config again.
  const config = await import('@/lib/config/config')
  config.setConfig(testConfig())
  return { ...(await import('./read-only-store')), config }
}

afterEach(() => {
  localStorage.clear()
  setConfig(testConfig())
})

describe('read-only mode per project (CONTRACT §17)', () => {
  it('is kept per project in localStorage', async () => {
    const { useReadOnlyStore, isReadOnly } = await load()
    useReadOnlyStore.getState().setReadOnly('aaa', true)
    expect(isReadOnly('aaa')).toBe(true)
    expect(isReadOnly('bbb')).toBe(false)
    expect(JSON.parse(localStorage.getItem(KEY)!)).toEqual(['aaa'])
    const again = await load()
    expect(again.isReadOnly('aaa')).toBe(true)
    again.useReadOnlyStore.getState().setReadOnly('aaa', false)
    expect(JSON.parse(localStorage.getItem(KEY)!)).toEqual([])
  })

  it('ignores a stored value of another shape', async () => {
    localStorage.setItem(KEY, '{"aaa": true}')
    expect((await load()).isReadOnly('aaa')).toBe(false)
    localStorage.setItem(KEY, 'not json')
    expect((await load()).isReadOnly('aaa')).toBe(false)
  })

  it('is forced for every project by the self-hosted readOnly setting only', async () => {
    const { isReadOnly, config } = await load()
    config.setConfig(testConfig({ platform: false, readOnly: true }))
    expect(isReadOnly('default')).toBe(true)
    config.setConfig(testConfig({ platform: true, readOnly: true }))
    expect(isReadOnly('default')).toBe(false)
  })
})
