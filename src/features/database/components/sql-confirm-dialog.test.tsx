import { Stack, TextInput } from '@mantine/core'
import { screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderWithProviders } from '../../../../test/support/render'
import { SqlConfirmDialog } from './sql-confirm-dialog'

afterEach(() => vi.restoreAllMocks())

// Issue 32 item 18: the extension dialogs describe with a field and a list (p > div in the console).
describe('SQL confirm dialog', () => {
  it('takes a description made of blocks without invalid HTML nesting', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
    renderWithProviders(
      <SqlConfirmDialog
        visible
        title="Enable pg_trgm"
        description={
          <Stack gap="xs">
            <TextInput label="Schema" />
          </Stack>
        }
        sql="create extension pg_trgm;"
        confirmLabel="Enable extension"
        loading={false}
        error={null}
        onConfirm={() => {}}
        onCancel={() => {}}
      />,
    )
    expect(await screen.findByRole('textbox', { name: 'Schema' })).toBeVisible()
    expect(errors.mock.calls.map((call) => call.join(' ')).filter((text) => /descendant|nested|child of/.test(text))).toEqual([])
    expect(document.querySelector('p div, p pre, p input')).toBeNull()
  })
})
