// Runs the browser end-to-end tests against the built app (npm test builds first).
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
if (!existsSync(chromium)) {
  console.error(`Chromium not found at ${chromium}: apt-get install -y chromium`)
  process.exit(1)
}
const result = spawnSync('npx', ['playwright', 'test', ...process.argv.slice(2)], { stdio: 'inherit' })
process.exit(result.status ?? 1)
