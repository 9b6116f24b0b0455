import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { renderWithProviders } from '../../../../test/support/render'
import { MessageBuffer } from '../protocol/message-buffer'
import { MessagesPanel } from './messages-panel'

const HOSTILE = '<img src=x onerror="window.hacked=1">'

function filledBuffer() {
  const buffer = new MessageBuffer((flush) => flush())
  buffer.push({ id: 1, receivedAt: Date.UTC(2026, 0, 1, 12), kind: 'postgres_changes', event: 'INSERT', payload: { table: 'notes', record: { id: 7 } } })
  buffer.push({ id: 2, receivedAt: Date.UTC(2026, 0, 1, 12, 1), kind: 'broadcast', event: 'chat', payload: { html: HOSTILE } })
  return buffer
}

// jsdom lays nothing out: give the list's scroll box a size so the virtualizer renders rows.
beforeEach(() => {
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(900)
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(560)
})

describe('MessagesPanel', () => {
  it('shows a hostile payload as text, on one line and opened as formatted JSON, never as markup', async () => {
    const { container } = renderWithProviders(<MessagesPanel buffer={filledBuffer()} joined />)
    const rows = screen.getAllByRole('listitem')
    expect(rows).toHaveLength(2)
    // Newest first.
    expect(within(rows[0]!).getByText('chat')).toBeInTheDocument()
    expect(within(rows[0]!).getByTestId('realtime-message-payload')).toHaveTextContent(`{"html":"${HOSTILE.replace(/"/g, '\\"')}"}`)
    await userEvent.click(within(rows[0]!).getByRole('button', { expanded: false }))
    expect(within(rows[0]!).getByText((_, node) => node?.tagName === 'PRE' && node.textContent === JSON.stringify({ html: HOSTILE }, null, 2))).toBeInTheDocument()
    expect(container.querySelector('img')).toBeNull()
    expect((window as { hacked?: number }).hacked).toBeUndefined()
  })

  it('filters by text and kind, and pauses with a count of what waits', async () => {
    const buffer = filledBuffer()
    renderWithProviders(<MessagesPanel buffer={buffer} joined />)
    await userEvent.type(screen.getByRole('textbox', { name: 'Filter messages' }), 'notes')
    expect(await screen.findByText('1 of 2 messages shown (the newest 500 are kept)')).toBeInTheDocument()
    expect(screen.getAllByRole('listitem')).toHaveLength(1)
    await userEvent.clear(screen.getByRole('textbox', { name: 'Filter messages' }))
    await userEvent.click(screen.getByRole('button', { name: 'Pause' }))
    buffer.push({ id: 3, receivedAt: 0, kind: 'presence', event: 'presence_diff', payload: {} })
    expect(await screen.findByText(/Paused: 1 new message waiting\./)).toBeInTheDocument()
    expect(screen.getAllByRole('listitem')).toHaveLength(2)
    await userEvent.click(screen.getByRole('button', { name: 'Resume' }))
    expect(await screen.findByText('3 messages (the newest 500 are kept)')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Clear' }))
    expect(screen.getByText('No messages yet: they appear here as they arrive, newest first.')).toBeInTheDocument()
  })
})
