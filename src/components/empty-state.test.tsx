import { Code } from '@mantine/core'
import { screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderWithProviders } from '../../test/support/render'
import { EmptyState } from './empty-state'

afterEach(() => vi.restoreAllMocks())

// Issue 32 item 18: the functions page's empty state puts a code block in its text (p > pre).
describe('empty state', () => {
  it('takes block content (a code block) without invalid HTML nesting', () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
    renderWithProviders(
      <EmptyState title="Deploy your first function">
        Write one with the CLI:
        <Code block>supabase functions new hello-world</Code>
      </EmptyState>,
    )
    expect(screen.getByText('supabase functions new hello-world')).toBeVisible()
    expect(errors.mock.calls.map((call) => call.join(' ')).filter((text) => /descendant|nested|child of/.test(text))).toEqual([])
    expect(document.querySelector('p pre, p div')).toBeNull()
  })
})
