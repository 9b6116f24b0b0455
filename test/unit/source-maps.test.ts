import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { moveSourceMaps, sourceMapBuildOptions } from '../../build-tools/source-maps'

describe('source maps (issue 11 item 15)', () => {
  it('are not generated at all unless SOURCEMAP_DIR names where they go', () => {
    expect(sourceMapBuildOptions({}).sourcemap).toBe(false)
    expect(sourceMapBuildOptions({ SOURCEMAP_DIR: '' }).sourcemap).toBe(false)
    expect(sourceMapBuildOptions({ SOURCEMAP_DIR: '/tmp/maps' }).sourcemap).toBe('hidden')
  })

  it('are moved out of the output folder, keeping their paths, and the code stays', () => {
    const root = mkdtempSync(join(tmpdir(), 'maps-'))
    const outDir = join(root, 'dist')
    const mapsDir = join(root, 'maps')
    mkdirSync(join(outDir, 'assets'), { recursive: true })
    writeFileSync(join(outDir, 'assets/index-abc.js'), 'code')
    writeFileSync(join(outDir, 'assets/index-abc.js.map'), '{}')
    const plugin = moveSourceMaps(mapsDir)
    const writeBundle = plugin.writeBundle as (options: { dir: string }, bundle: Record<string, unknown>) => void
    writeBundle({ dir: outDir }, { 'assets/index-abc.js': {}, 'assets/index-abc.js.map': {} })
    expect(existsSync(join(outDir, 'assets/index-abc.js.map'))).toBe(false)
    expect(existsSync(join(mapsDir, 'assets/index-abc.js.map'))).toBe(true)
    expect(existsSync(join(outDir, 'assets/index-abc.js'))).toBe(true)
  })
})
