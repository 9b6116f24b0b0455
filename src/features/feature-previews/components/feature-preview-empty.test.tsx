import { screen, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { renderRoute, signInForTest } from '../../../../test/support/render'

vi.mock('../previews', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../previews')>()),
  availablePreviews: () => [],
}))

describe('feature previews modal without previews', () => {
  it("says 'No feature previews available' and links to the discussions", async () => {
    signInForTest()
    renderRoute('/organizations?featurePreviewModal=true')
    const dialog = await screen.findByRole('dialog', { name: 'Dashboard feature previews' }, { timeout: 8000 })
    expect(within(dialog).getByText('No feature previews available')).toBeInTheDocument()
    expect(within(dialog).getByRole('link', { name: 'GitHub discussions' })).toHaveAttribute(
      'href',
      expect.stringContaining('github.com/orgs/supabase/discussions'),
    )
    expect(within(dialog).queryByRole('navigation')).not.toBeInTheDocument()
  })
})
