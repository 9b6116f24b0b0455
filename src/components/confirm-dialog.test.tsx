import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { renderWithProviders } from '../../test/support/render'
import { ConfirmDialog, type ConfirmDialogProps } from './confirm-dialog'
import { DIALOG_SIZES } from './dialog-sizes'

function renderDialog(props: Partial<ConfirmDialogProps> = {}) {
  const onConfirm = vi.fn()
  const onCancel = vi.fn()
  renderWithProviders(
    <ConfirmDialog visible title="Delete chat" onConfirm={onConfirm} onCancel={onCancel} {...props}>
      This chat will be removed.
    </ConfirmDialog>,
  )
  return { onConfirm, onCancel, dialog: screen.getByRole('dialog', { name: 'Delete chat' }) }
}

describe('ConfirmDialog', () => {
  it('has the SPEC §9 defaults: Cancel / Confirm, footer left, size large, close button, primary confirm', () => {
    const { dialog } = renderDialog()
    expect(within(dialog).getByText('This chat will be removed.')).toBeInTheDocument()
    const footer = within(dialog).getByTestId('confirm-dialog-footer')
    const [cancel, confirm] = within(footer).getAllByRole('button')
    expect(cancel).toHaveTextContent('Cancel')
    expect(confirm).toHaveTextContent('Confirm')
    expect(confirm).toHaveAttribute('data-variant', 'success')
    expect(footer.getAttribute('style')).toContain('--group-justify: flex-start')
    expect(within(dialog).getByRole('button', { name: 'Close dialog' })).toBeInTheDocument()
    expect(document.querySelector('.mantine-Modal-root')?.getAttribute('style')).toContain(
      `--modal-size: calc(${DIALOG_SIZES.large / 16}rem`,
    )
  })

  it('confirms and cancels through the handlers; its own close control calls onCancel', async () => {
    const user = userEvent.setup()
    const { onConfirm, onCancel, dialog } = renderDialog()
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }))
    expect(onConfirm).toHaveBeenCalledTimes(1)
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    await user.click(within(dialog).getByRole('button', { name: 'Close dialog' }))
    await user.keyboard('{Escape}')
    expect(onCancel).toHaveBeenCalledTimes(3)
  })

  it('follows the outside visible flag', async () => {
    const user = userEvent.setup()
    function Host() {
      const [visible, setVisible] = useState(false)
      return (
        <>
          <button onClick={() => setVisible(true)}>Delete</button>
          <ConfirmDialog
            visible={visible}
            title="Delete chat"
            onConfirm={() => setVisible(false)}
            onCancel={() => setVisible(false)}
          />
        </>
      )
    }
    renderWithProviders(<Host />)
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Delete' }))
    expect(await screen.findByRole('dialog', { name: 'Delete chat' })).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Close dialog' }))
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
  })

  it('while loading disables both buttons and shows the confirm button busy', async () => {
    const user = userEvent.setup()
    const { onConfirm, onCancel, dialog } = renderDialog({ loading: true })
    const confirm = within(dialog).getByRole('button', { name: 'Confirm' })
    const cancel = within(dialog).getByRole('button', { name: 'Cancel' })
    expect(confirm).toBeDisabled()
    expect(cancel).toBeDisabled()
    expect(confirm).toHaveAttribute('aria-busy', 'true')
    expect(confirm).toHaveAttribute('data-loading', 'true')
    await user.keyboard('{Escape}')
    expect(onConfirm).not.toHaveBeenCalled()
    expect(onCancel).not.toHaveBeenCalled()
  })

  it.each([
    ['danger', 'red'],
    ['warning', 'yellow'],
  ] as const)('the %s variant gives a %s confirm button', (variant, color) => {
    const { dialog } = renderDialog({ variant, confirmLabel: 'Delete' })
    const confirm = within(dialog).getByRole('button', { name: 'Delete' })
    expect(confirm).toHaveAttribute('data-variant', variant)
    expect(confirm.getAttribute('style')).toContain(`--mantine-color-${color}`)
  })

  it('can hide the footer and the close button', () => {
    const { dialog } = renderDialog({ showFooter: false, showCloseButton: false })
    expect(within(dialog).queryByRole('button', { name: 'Confirm' })).not.toBeInTheDocument()
    expect(within(dialog).queryByRole('button', { name: 'Close dialog' })).not.toBeInTheDocument()
  })

  it('has the seven sizes of one scale', () => {
    expect(Object.keys(DIALOG_SIZES)).toEqual(['tiny', 'small', 'medium', 'large', 'xlarge', 'xxlarge', 'xxxlarge'])
    const widths = Object.values(DIALOG_SIZES)
    expect([...widths].sort((a, b) => a - b)).toEqual(widths)
  })
})
