import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWithProviders } from '../../../test/support/render'
import { SafeMarkdown } from './safe-markdown'

const HOSTILE_LINKS = [
  ['javascript', '[click](javascript:alert(1))'],
  ['mixed case javascript', '[click](JaVaScRiPt:alert(1))'],
  ['entity-encoded javascript', '[click](&#106;avascript:alert(1))'],
  ['hex entity-encoded colon', '[click](javascript&#x3A;alert(1))'],
  ['whitespace-padded', '[click](<  javascript:alert(1)  >)'],
  ['tab inside the scheme', '[click](<java\tscript:alert(1)>)'],
  ['data', '[click](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)'],
  ['vbscript', '[click](vbscript:msgbox(1))'],
  ['VBScript mixed case', '[click](VbScRiPt:msgbox(1))'],
  ['autolink javascript', '<javascript:alert(1)>'],
  ['reference link', '[click][x]\n\n[x]: javascript:alert(1)'],
  ['relative path', '[click](/organizations)'],
  ['file', '[click](file:///etc/passwd)'],
] as const

describe('SafeMarkdown', () => {
  it.each(HOSTILE_LINKS)('renders a %s link as plain text', (_name, markdown) => {
    const { container } = renderWithProviders(<SafeMarkdown>{markdown}</SafeMarkdown>)
    expect(screen.queryByRole('link')).not.toBeInTheDocument()
    expect(container.querySelector('a')).toBeNull()
    expect(container.textContent).not.toBe('')
  })

  it.each([
    ['https', '[docs](https://example.com/docs)', 'https://example.com/docs'],
    ['http', '[site](http://example.com)', 'http://example.com'],
    ['mailto', '[mail](mailto:help@example.com)', 'mailto:help@example.com'],
    ['tel', '[call](tel:+15551234)', 'tel:+15551234'],
  ])('keeps a %s link', (_name, markdown, href) => {
    renderWithProviders(<SafeMarkdown>{markdown}</SafeMarkdown>)
    const link = screen.getByRole('link')
    expect(link).toHaveAttribute('href', href)
    expect(link).toHaveAttribute('rel', 'noopener noreferrer')
  })

  it('renders no raw HTML', () => {
    const { container } = renderWithProviders(
      <SafeMarkdown>
        {'Hello <img src=x onerror="alert(1)"> <script>alert(1)</script> <b>bold</b> <a href="javascript:x">a</a>'}
      </SafeMarkdown>,
    )
    expect(container.querySelector('img, script, b, a')).toBeNull()
    expect(screen.getByText(/Hello/)).toBeInTheDocument()
  })

  it('shows images as their alt text', () => {
    const { container } = renderWithProviders(
      <SafeMarkdown>{'![tracking pixel](https://example.com/p.gif)'}</SafeMarkdown>,
    )
    expect(container.querySelector('img')).toBeNull()
    expect(screen.getByText('tracking pixel')).toBeInTheDocument()
  })
})
