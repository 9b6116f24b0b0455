import { describe, expect, it } from 'vitest'
import { isAssistantPanelOpen, withAssistantPanel } from './panel-search'

describe('assistant panel search parameter', () => {
  it('is open only for true', () => {
    expect(isAssistantPanelOpen(true)).toBe(true)
    expect(isAssistantPanelOpen('true')).toBe(true)
    for (const value of [false, 'false', 'yes', 1, undefined, null]) expect(isAssistantPanelOpen(value)).toBe(false)
  })

  it('opens and closes keeping every other parameter', () => {
    expect(withAssistantPanel({ source: 'postgres' }, true)).toEqual({ source: 'postgres', aiAssistantPanelOpen: true })
    expect(withAssistantPanel({ source: 'postgres', aiAssistantPanelOpen: true }, false)).toEqual({
      source: 'postgres',
    })
  })
})
