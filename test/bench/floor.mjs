// Issue 26 item 1: cold loads side by side with the same-stack floor app (/work/shared/bench/README.md).
//
// The floor is copied from FLOOR_SOURCE (/work/shared/bench/floor) to node_modules/.cache/bench-floor,
// installed there once (`npm install`, its own pinned versions) and built again only when its sources
// change. Both builds are served by the bench's server (test/support/mock-server.ts: express, HTTP/1.1,
// gzip at zlib's default level), each on its own port. A warm-up pair, then BENCH_PAIRS (15) pairs
// alternating project / floor, each load in a fresh browser context with the cache disabled and the
// network emulated (80 ms RTT, 10 Mbit/s). A load's time runs from navigation start to the moment an
// element showing the first organization's name (or, for a deep link, the page's own mark) is laid out.
// Figures: the median of the per-pair ratios, beside its budget.
/* global window, document, performance, MutationObserver, XPathResult -- used in page callbacks */
import { execFileSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { cpSync, existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

const FLOOR_SOURCE = process.env.FLOOR_SOURCE ?? '/work/shared/bench/floor'
const CACHE = fileURLToPath(new URL('../../node_modules/.cache/bench-floor', import.meta.url))
const PAIRS = Number(process.env.BENCH_PAIRS ?? 15)
const NETWORK = { offline: false, latency: 80, downloadThroughput: 1_250_000, uploadThroughput: 1_250_000 }
const TIMEOUT_MS = 60_000

/** Builds the floor (cached); answers its dist directory. */
export function buildFloor() {
  if (!existsSync(FLOOR_SOURCE)) throw new Error(`No floor app at ${FLOOR_SOURCE} (FLOOR_SOURCE)`)
  const hash = hashTree(FLOOR_SOURCE)
  const stamp = join(CACHE, '.source-hash')
  const dist = join(CACHE, 'dist')
  if (existsSync(stamp) && readFileSync(stamp, 'utf8') === hash && existsSync(join(dist, 'index.html'))) return dist
  cpSync(FLOOR_SOURCE, CACHE, { recursive: true, filter: (path) => !/[\\/](node_modules|dist)$/.test(path) })
  const run = (args) => execFileSync('npm', args, { cwd: CACHE, stdio: ['ignore', 'ignore', 'inherit'] })
  if (!existsSync(join(CACHE, 'node_modules'))) run(['install', '--no-audit', '--no-fund'])
  run(['run', 'build'])
  writeFileSync(stamp, hash)
  return dist
}

function hashTree(dir) {
  const hash = createHash('sha256')
  const walk = (path) => {
    for (const name of readdirSync(path).sort()) {
      if (name === 'node_modules' || name === 'dist') continue
      const full = join(path, name)
      if (statSync(full).isDirectory()) walk(full)
      else hash.update(`${full.slice(dir.length)}\0`).update(readFileSync(full))
    }
  }
  walk(dir)
  return hash.digest('hex')
}

/**
 * Runs the comparison for each target ({ label, path, mark, budget }: the project's URL path and the
 * XPath of the element whose layout ends its load) against the floor's organization list.
 * Answers table rows.
 */
export async function benchFloor({ browser, projectOrigin, floorOrigin, storageState, accessToken, firstOrganization, targets }) {
  const floorMark = `//*[text()=${xpathLiteral(firstOrganization)}]`
  const floor = () =>
    coldLoad(browser, `${floorOrigin}/dashboard/organizations`, floorMark, {
      // The floor has no sign-in: its two calls carry the demo user's token.
      extraHTTPHeaders: { Authorization: `Bearer ${accessToken}` },
    })
  const rows = []
  for (const target of targets) {
    const project = () => coldLoad(browser, `${projectOrigin}${target.path}`, target.mark, { storageState })
    await project()
    await floor()
    const ratios = []
    const times = { project: [], floor: [] }
    for (let i = 0; i < PAIRS; i++) {
      const projectMs = await project()
      const floorMs = await floor()
      times.project.push(projectMs)
      times.floor.push(floorMs)
      ratios.push(projectMs / floorMs)
    }
    const ratio = median(ratios)
    console.log(
      `${target.label}: project ${Math.round(median(times.project))} ms, floor ${Math.round(median(times.floor))} ms ` +
        `(medians of ${PAIRS} pairs), per-pair ratios ${ratios.map((r) => r.toFixed(2)).join(' ')}`,
    )
    rows.push([
      `${target.label} / floor (median of ${PAIRS} pair ratios)`,
      `${ratio.toFixed(2)}x`,
      `${target.budget.toFixed(1)}x`,
      ratio <= target.budget ? 'ok' : 'OVER BUDGET',
    ])
  }
  return rows
}

/** One cold load: a fresh context, cache off, network emulated; ms from navigation start to `mark` laid out. */
async function coldLoad(browser, url, mark, contextOptions) {
  const context = await browser.newContext(contextOptions)
  await context.addInitScript((xpath) => {
    const check = () => {
      const node = document.evaluate(xpath, document, null, XPathResult.FIRST_ORDERED_NODE_TYPE, null).singleNodeValue
      const box = node instanceof window.Element ? node.getBoundingClientRect() : undefined
      if (box && box.width > 0 && box.height > 0) {
        window.__markVisibleAt = performance.now()
        observer.disconnect()
      }
    }
    const observer = new MutationObserver(check)
    observer.observe(document, { childList: true, subtree: true, attributes: true })
  }, mark)
  const page = await context.newPage()
  try {
    const cdp = await context.newCDPSession(page)
    await cdp.send('Network.enable')
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true })
    await cdp.send('Network.emulateNetworkConditions', NETWORK)
    await page.goto(url)
    await page.waitForFunction(() => window.__markVisibleAt !== undefined, null, { timeout: TIMEOUT_MS })
    return await page.evaluate(() => window.__markVisibleAt)
  } finally {
    await context.close()
  }
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

function xpathLiteral(text) {
  if (!text.includes('"')) return `"${text}"`
  return `concat(${text.split('"').map((part) => `"${part}"`).join(`, '"', `)})`
}
