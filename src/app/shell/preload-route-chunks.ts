import type { AnyRoute } from '@tanstack/react-router'
import { routeFilesFor } from '@/lib/route-files'
import { loadInBackground } from '@/lib/stale-chunks'

/** Waits this long at most for an idle moment before the next chunk (a busy page still gets them). */
const IDLE_TIMEOUT_MS = 2_000
/** While a page loads (its code or its data), the preload waits (the page's requests first), checking again after this. */
const NAVIGATION_RECHECK_MS = 100
/** Files in flight at once: a few, so the preload ends soon without taking every connection. */
const PRELOAD_CONCURRENCY = 2

interface ChunkLoader {
  /** The router's routes by full path (its generated type lists the app's paths only). */
  routesByPath: object
  loadRouteChunk: (route: AnyRoute) => Promise<void> | undefined
}

function idleCallback(signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal.aborted) return resolve()
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(() => resolve(), { timeout: IDLE_TIMEOUT_MS })
      signal.addEventListener('abort', () => (window.cancelIdleCallback(id), resolve()), { once: true })
    } else {
      const id = window.setTimeout(resolve, NAVIGATION_RECHECK_MS)
      signal.addEventListener('abort', () => (window.clearTimeout(id), resolve()), { once: true })
    }
  })
}

const pause = (ms: number) => new Promise((resolve) => window.setTimeout(resolve, ms))

/** The page's first load over (its window `load` event): the files it links come before any other page's. */
function pageLoaded(signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (document.readyState === 'complete' || signal.aborted) return resolve()
    window.addEventListener('load', () => resolve(), { once: true })
    signal.addEventListener('abort', () => resolve(), { once: true })
  })
}

/** An idle moment with nothing else loading. */
async function whenIdle(busy: () => boolean, signal: AbortSignal) {
  await idleCallback(signal)
  while (!signal.aborted && busy()) {
    await pause(NAVIGATION_RECHECK_MS)
    await idleCallback(signal)
  }
}

/** Fetches one file into the browser's module map (a script) or cache (a stylesheet) without running it. */
function fetchFile(href: string): Promise<boolean> {
  // Already there: the page loaded it, or Vite's preload helper linked it.
  if (document.querySelector(`link[href="${CSS.escape(href)}"], script[src="${CSS.escape(href)}"]`))
    return Promise.resolve(true)
  const link = document.createElement('link')
  // A script is fetched and parsed, not run; Vite's preload helper finds its link and adds no second one. A
  // stylesheet is prefetched into the HTTP cache, not applied (another page's global styles would change
  // this one); not `preload`, which warns in the console when the page does not use it within seconds.
  if (href.endsWith('.css')) {
    link.rel = 'prefetch'
    link.setAttribute('as', 'style')
  } else link.rel = 'modulepreload'
  link.crossOrigin = ''
  link.fetchPriority = 'low'
  link.href = href
  return new Promise((resolve) => {
    link.onload = () => resolve(true)
    link.onerror = () => resolve(false)
    document.head.appendChild(link)
  })
}

/**
 * Loads the code of the given pages (router paths, e.g. '/project/$ref/logs') in idle moments, a few files
 * at a time, so a page opened for the first time waits for its data only (issue 26 item 5). Only the code:
 * their data is fetched when they open (or on the link's hover, the router's intent preload). It waits
 * until the page's first load is over, and while `busy()` (a navigation or the page's data loading).
 *
 * Built, the page lists each route's files (src/lib/route-files.ts): those are fetched one by one and not
 * run, so a click finds at most a few files in flight and no other page's code running (importing a
 * page's chunk ran it with all it imports, for up to a hundred milliseconds, and fetched its imports in a
 * cascade the click's own files queued behind). Under the dev server (no list) the router loads each
 * page's chunk. A file that fails to load (a deploy removed it) ends the preload without reloading the
 * page: the navigation to it reloads or shows its error.
 */
export async function preloadRouteChunksWhenIdle(
  router: ChunkLoader,
  paths: readonly string[],
  { signal, busy, base = import.meta.env.BASE_URL }: { signal: AbortSignal; busy: () => boolean; base?: string },
) {
  const files = filesOf(paths)
  const queue: (() => Promise<boolean>)[] = files
    ? files.map((file) => () => fetchFile(`${base}${file}`))
    : paths.map((path) => async () => {
        const route = (router.routesByPath as Partial<Record<string, AnyRoute>>)[path]
        if (route) await loadInBackground(() => router.loadRouteChunk(route))
        return true
      })
  let failed = false
  // On a cold load the page's own lazy files (the editor's CodeMirror) are still coming in idle moments:
  // the early script linked them, so the load event waits for them.
  await pageLoaded(signal)
  const worker = async () => {
    for (let task = queue.shift(); task !== undefined; task = queue.shift()) {
      await whenIdle(busy, signal)
      if (signal.aborted || failed) return
      if (!(await task().catch(() => false))) failed = true
    }
  }
  await Promise.all(Array.from({ length: PRELOAD_CONCURRENCY }, worker))
}

/** Every file of these pages, once each, in the pages' order; undefined without the build's list. */
function filesOf(paths: readonly string[]) {
  const files = new Set<string>()
  for (const path of paths) {
    const own = routeFilesFor(path)
    if (!own) return undefined
    own.forEach((file) => files.add(file))
  }
  return [...files]
}
