import { act, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { setConfig } from '@/lib/config/config'
import { renderWithProviders } from '../../../../test/support/render'
import { testConfig } from '../../../../test/support/test-config'
import { isReadOnly, useReadOnlyStore } from '../read-only-store'
import { ReadOnlySwitch } from './read-only-switch'

afterEach(() => {
  act(() => useReadOnlyStore.getState().setReadOnly('aaa', false))
  setConfig(testConfig())
})

describe('the header read-only switch', () => {
  it('turns the project read-only and back', async () => {
    renderWithProviders(<ReadOnlySwitch projectRef="aaa" />)
    const toggle = screen.getByRole('switch', { name: 'Read-only' })
    expect(toggle).not.toBeChecked()
    await userEvent.click(toggle)
    expect(toggle).toBeChecked()
    expect(isReadOnly('aaa')).toBe(true)
    await userEvent.click(toggle)
    expect(isReadOnly('aaa')).toBe(false)
  })

  it('is a badge without switch when the server forces read-only mode', () => {
    setConfig(testConfig({ platform: false, readOnly: true }))
    renderWithProviders(<ReadOnlySwitch projectRef="aaa" />)
    expect(screen.queryByRole('switch')).toBeNull()
    expect(screen.getByText('Read-only')).toBeVisible()
  })
})
