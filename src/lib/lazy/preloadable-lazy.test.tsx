import { act, render, screen } from '@testing-library/react'
import { Component, type ReactNode } from 'react'
import { describe, expect, it } from 'vitest'
import { preloadableLazy } from './preloadable-lazy'

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>
}

class Boundary extends Component<{ children: ReactNode }, { error?: Error }> {
  override state: { error?: Error } = {}
  static getDerivedStateFromError(error: Error) {
    return { error }
  }
  override render() {
    return this.state.error ? <p role="alert">{this.state.error.message}</p> : this.props.children
  }
}

describe('preloadableLazy', () => {
  it('renders a preloaded component at once, without a fallback', async () => {
    const Lazy = preloadableLazy(() => Promise.resolve(Greeting))
    await Lazy.preload()
    render(<Lazy name="Ada" fallback={<p>Loading</p>} />)
    expect(screen.getByText('Hello Ada')).toBeInTheDocument()
    expect(screen.queryByText('Loading')).not.toBeInTheDocument()
  })

  it('shows the fallback until the code arrives, then the component; the code loads once', async () => {
    let loads = 0
    let arrive!: () => void
    const Lazy = preloadableLazy(() => {
      loads++
      return new Promise<typeof Greeting>((resolve) => (arrive = () => resolve(Greeting)))
    })
    render(<Lazy name="Grace" fallback={<p>Loading</p>} />)
    expect(screen.getByText('Loading')).toBeInTheDocument()
    void Lazy.preload()
    await act(async () => arrive())
    expect(await screen.findByText('Hello Grace')).toBeInTheDocument()
    expect(loads).toBe(1)
  })

  it('throws a failed load to the error boundary, and loads again next time', async () => {
    let fail = true
    const Lazy = preloadableLazy(() => (fail ? Promise.reject(new Error('chunk missing')) : Promise.resolve(Greeting)))
    render(
      <Boundary>
        <Lazy name="Linus" />
      </Boundary>,
    )
    expect(await screen.findByRole('alert')).toHaveTextContent('chunk missing')
    fail = false
    await expect(Lazy.preload()).resolves.toBe(Greeting)
  })
})
