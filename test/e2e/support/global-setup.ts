import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

/** The run needs a build; each worker serves it with its own mocked platform (fixtures.ts). */
export default function globalSetup() {
  const dist = process.env.E2E_DIST || fileURLToPath(new URL('../../../dist', import.meta.url))
  if (!existsSync(dist)) throw new Error(`No build at ${dist}: run npm run build first`)
}
