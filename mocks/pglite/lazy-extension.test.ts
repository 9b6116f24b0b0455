import { readFileSync } from 'node:fs'
import { gunzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { missingExtensionFile, untar } from './lazy-extension'

describe('lazy extensions', () => {
  it("unpacks PGlite's pgcrypto bundle into its library and scripts", () => {
    const bundle = gunzipSync(readFileSync('node_modules/@electric-sql/pglite/dist/pgcrypto.tar.gz'))
    const files = untar(new Uint8Array(bundle))
    const library = files.find((f) => f.name === 'lib/postgresql/pgcrypto.so')
    expect(library?.data.byteLength).toBeGreaterThan(1_000_000)
    // A WebAssembly module: \0asm.
    expect([...library!.data.subarray(0, 4)]).toEqual([0, 97, 115, 109])
    const control = files.find((f) => f.name === 'share/postgresql/extension/pgcrypto.control')
    expect(new TextDecoder().decode(control?.data)).toContain("default_version = '1.")
    expect(files.every((f) => !f.name.endsWith('/'))).toBe(true)
  })

  it('tells the errors of a missing extension file from the others', () => {
    expect(missingExtensionFile('could not access file "pgcrypto": No such file or directory', 'pgcrypto')).toBe(true)
    expect(
      missingExtensionFile('could not access file "$libdir/pgcrypto": No such file or directory', 'pgcrypto'),
    ).toBe(true)
    expect(missingExtensionFile('extension "pgcrypto" is not available', 'pgcrypto')).toBe(true)
    expect(missingExtensionFile('function gen_random_bytes(integer) does not exist', 'pgcrypto')).toBe(false)
    expect(missingExtensionFile('could not access file "postgis": No such file or directory', 'pgcrypto')).toBe(false)
  })
})
