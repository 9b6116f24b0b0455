import type { Extension, PGlite } from '@electric-sql/pglite'

/** What a lazily loaded extension gives its database: `install()` puts its files in place (once). */
export interface LazyExtension {
  install(): Promise<void>
  readonly installed: boolean
}

/** The file (library or script) Postgres could not find when an extension's files are not in place yet. */
export const missingExtensionFile = (message: string, name: string) =>
  message.includes(`could not access file "${name}"`) ||
  message.includes(`"$libdir/${name}"`) ||
  message.includes(`extension "${name}" is not available`) ||
  message.includes(`extension/${name}.control`)

/**
 * `extension` (one of PGlite's contrib extensions, not a shared-preload one) without its cost at start:
 * PGlite would fetch, unpack and compile its bundle before the database answers anything (pgcrypto:
 * 1.1 MB gzipped, a 3 MB library, about a second on a loaded machine). Here the database starts without
 * it; `install()` writes the bundle's files where Postgres looks for them, and Postgres loads the
 * library on first use (a data directory where the extension already exists needs nothing else).
 * In Node the extension is loaded at start, as PGlite does.
 */
export function lazyExtension(extension: Extension): Extension<LazyExtension> {
  return {
    name: extension.name,
    async setup(pg, emscriptenOpts: unknown, clientOnly?: boolean) {
      const inNode = typeof process !== 'undefined' && typeof process.versions?.node === 'string'
      if (inNode) return extension.setup(pg, emscriptenOpts, clientOnly)
      const { bundlePath } = await extension.setup(pg, emscriptenOpts, clientOnly)
      let installing: Promise<void> | undefined
      let installed = false
      const namespaceObj: LazyExtension = {
        get installed() {
          return installed
        },
        install() {
          if (!bundlePath) return Promise.resolve()
          installing ??= writeBundle(pg as PGlite, bundlePath).then(
            () => void (installed = true),
            (error: unknown) => {
              installing = undefined
              throw error
            },
          )
          return installing
        },
      }
      return { namespaceObj }
    },
  }
}

async function writeBundle(pg: PGlite, bundlePath: URL) {
  const response = await fetch(bundlePath)
  if (!response.ok || !response.body)
    throw new Error(`The extension bundle ${bundlePath.pathname} answered ${response.status}`)
  // A server that sends the .tar.gz with Content-Encoding: gzip has had it unpacked by the browser already.
  const body =
    response.headers.get('Content-Encoding') === 'gzip'
      ? response.body
      : response.body.pipeThrough(new DecompressionStream('gzip'))
  const tar = new Uint8Array(await new Response(body).arrayBuffer())
  const { FS, WASM_PREFIX } = pg.Module
  for (const file of untar(tar)) {
    const path = `${WASM_PREFIX}/${file.name}`
    FS.mkdirTree(path.slice(0, path.lastIndexOf('/')))
    FS.writeFile(path, file.data)
  }
}

/** The regular files of a ustar archive (PGlite's extension bundles are plain ustar). */
export function untar(tar: Uint8Array): { name: string; data: Uint8Array }[] {
  const text = (from: number, length: number) => {
    const bytes = tar.subarray(from, from + length)
    const end = bytes.indexOf(0)
    return new TextDecoder().decode(end === -1 ? bytes : bytes.subarray(0, end))
  }
  const files: { name: string; data: Uint8Array }[] = []
  let offset = 0
  while (offset + 512 <= tar.length && tar[offset] !== 0) {
    const size = parseInt(text(offset + 124, 12).trim() || '0', 8)
    const type = text(offset + 156, 1)
    const prefix = text(offset + 257, 6) === 'ustar' ? text(offset + 345, 155) : ''
    const name = (prefix ? `${prefix}/` : '') + text(offset, 100)
    const start = offset + 512
    if (type === '0' || type === '')
      files.push({ name: name.replace(/^\.\//, ''), data: tar.slice(start, start + size) })
    offset = start + Math.ceil(size / 512) * 512
  }
  return files
}
