import { describe, expect, it } from 'vitest'
import { cycles, importGraph, moduleGraph } from './import-graph'

// docs/architecture.md: dependencies run one way, lib and components -> features -> routes -> app.
describe('the import graph of src/', () => {
  const graph = importGraph()

  it('has no import cycle between files', () => {
    expect(cycles(graph)).toEqual([])
  })

  it('has no import cycle between features (a lower domain never imports one that depends on it)', () => {
    expect(cycles(moduleGraph(graph))).toEqual([])
  })

  it('finds a cycle when there is one (the check itself works)', () => {
    const looped = new Map([
      ['src/features/a/x.ts', ['src/features/b/y.ts']],
      ['src/features/b/y.ts', ['src/features/a/z.ts']],
      ['src/features/a/z.ts', []],
    ])
    expect(cycles(looped)).toEqual([])
    expect(cycles(moduleGraph(looped))).toEqual([['features/a', 'features/b']])
  })
})
