import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWithProviders } from '../../../../test/support/render'
import { AddSecretsForm } from './add-secrets-form'

// Issue 32 item 21: code is typed in the monospace font; the field's label stays in the UI font.
describe('add secrets form', () => {
  it('shows what is typed in monospace and its label in the UI font', () => {
    renderWithProviders(<AddSecretsForm projectRef="acmeblogprod01" />)
    const field = screen.getByRole('textbox', { name: 'Secrets' })
    expect(field.style.fontFamily).toContain('monospace')
    const label = screen.getByText('Secrets', { selector: 'label' })
    // Mantine's `ff` set the font on the field's root, label included.
    expect(label.closest('[style*="font-family"]')).toBeNull()
  })
})
