import type { AnyRoute } from '@tanstack/react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ROUTE_FILES_ELEMENT_ID, resetRouteFiles } from '@/lib/route-files'
import { preloadRouteChunksWhenIdle } from './preload-route-chunks'

const route = (id: string) => ({ id }) as unknown as AnyRoute

function fakeRouter(paths: string[]) {
  const loaded: string[] = []
  return {
    loaded,
    routesByPath: Object.fromEntries(paths.map((path) => [path, route(path)])),
    loadRouteChunk: vi.fn((r: AnyRoute) => {
      loaded.push(r.id)
      return r.id.endsWith('broken') ? Promise.reject(new Error('chunk gone')) : Promise.resolve()
    }),
  }
}

describe('preloadRouteChunksWhenIdle', () => {
  it("loads every known page's chunk once and skips unknown paths", async () => {
    const router = fakeRouter(['/project/$ref/logs', '/project/$ref/sql/$id', '/project/$ref/api'])
    await preloadRouteChunksWhenIdle(router, ['/project/$ref/logs', '/nowhere', '/project/$ref/sql/$id', '/project/$ref/api'], { signal: new AbortController().signal, busy: () => false })
    expect(router.loaded.sort()).toEqual(['/project/$ref/api', '/project/$ref/logs', '/project/$ref/sql/$id'])
  })

  it('stops at a chunk that fails to load (a deploy removed it), without throwing', async () => {
    const paths = ['/project/$ref/broken', ...Array.from({ length: 10 }, (_, i) => `/project/$ref/page-${i}`)]
    const router = fakeRouter(paths)
    await preloadRouteChunksWhenIdle(router, paths, { signal: new AbortController().signal, busy: () => false })
    expect(router.loaded).toContain('/project/$ref/broken')
    expect(router.loaded.length).toBeLessThan(paths.length)
  })

  it('loads nothing once aborted (the project closed)', async () => {
    const router = fakeRouter(['/project/$ref/logs'])
    const controller = new AbortController()
    controller.abort()
    await preloadRouteChunksWhenIdle(router, ['/project/$ref/logs'], { signal: controller.signal, busy: () => false })
    expect(router.loadRouteChunk).not.toHaveBeenCalled()
  })

  it('waits while the page loads (a navigation or its data)', async () => {
    vi.useFakeTimers()
    try {
      const router = fakeRouter(['/project/$ref/logs'])
      let busy = true
      const done = preloadRouteChunksWhenIdle(router, ['/project/$ref/logs'], { signal: new AbortController().signal, busy: () => busy })
      await vi.advanceTimersByTimeAsync(1_000)
      expect(router.loadRouteChunk).not.toHaveBeenCalled()
      busy = false
      await vi.advanceTimersByTimeAsync(3_000)
      await done
      expect(router.loaded).toEqual(['/project/$ref/logs'])
    } finally {
      vi.useRealTimers()
    }
  })
})

describe('preloadRouteChunksWhenIdle with the build\'s file list', () => {
  const list = {
    files: ['assets/ui.js', 'assets/logs.js', 'assets/logs.css', 'assets/api.js', 'assets/gone.js'],
    routes: [
      ['^/project/[^/]+(?:/|$)', [0]],
      ['^/project/[^/]+/logs/?$', [1, 2, 0]],
      ['^/project/[^/]+/api/?$', [3, 0]],
      ['^/project/[^/]+/broken/?$', [4]],
    ],
  }
  /** Answers each link the page adds: loaded, or an error for the file a deploy removed. */
  function serveLinks() {
    const added: HTMLLinkElement[] = []
    const observer = new MutationObserver((records) => {
      for (const node of records.flatMap((record) => [...record.addedNodes]))
        if (node instanceof HTMLLinkElement) {
          added.push(node)
          queueMicrotask(() => node.dispatchEvent(new Event(node.href.includes('gone') ? 'error' : 'load')))
        }
    })
    observer.observe(document.head, { childList: true })
    return { added, stop: () => observer.disconnect() }
  }

  afterEach(() => {
    document.head.innerHTML = ''
    resetRouteFiles()
  })

  function withList() {
    const block = document.createElement('script')
    block.type = 'application/json'
    block.id = ROUTE_FILES_ELEMENT_ID
    block.textContent = JSON.stringify(list)
    document.head.append(block)
    resetRouteFiles()
  }

  it('fetches each listed file once, without running it (modulepreload; a stylesheet prefetched, not applied)', async () => {
    withList()
    const links = serveLinks()
    const router = fakeRouter(['/project/$ref/logs', '/project/$ref/api'])
    await preloadRouteChunksWhenIdle(router, ['/project/$ref/logs', '/project/$ref/api'], { signal: new AbortController().signal, busy: () => false, base: '/dashboard/' })
    links.stop()
    expect(router.loadRouteChunk).not.toHaveBeenCalled()
    expect(links.added.map((link) => [link.getAttribute('href'), link.rel, link.getAttribute('as'), link.fetchPriority])).toEqual([
      ['/dashboard/assets/ui.js', 'modulepreload', null, 'low'],
      ['/dashboard/assets/logs.js', 'modulepreload', null, 'low'],
      ['/dashboard/assets/logs.css', 'prefetch', 'style', 'low'],
      ['/dashboard/assets/api.js', 'modulepreload', null, 'low'],
    ])
  })

  it('skips a file the page already links, and stops at one that fails to load', async () => {
    withList()
    const present = document.createElement('link')
    present.rel = 'modulepreload'
    present.href = '/dashboard/assets/ui.js'
    document.head.append(present)
    const links = serveLinks()
    const router = fakeRouter([])
    await preloadRouteChunksWhenIdle(router, ['/project/$ref/broken', '/project/$ref/logs', '/project/$ref/api'], { signal: new AbortController().signal, busy: () => false, base: '/dashboard/' })
    links.stop()
    const hrefs = links.added.map((link) => link.getAttribute('href'))
    expect(hrefs).toContain('/dashboard/assets/gone.js')
    expect(hrefs).not.toContain('/dashboard/assets/ui.js')
    expect(hrefs).not.toContain('/dashboard/assets/api.js')
  })

  it("waits for the page's first load (the load event) before the first file", async () => {
    withList()
    const links = serveLinks()
    Object.defineProperty(document, 'readyState', { configurable: true, get: () => 'interactive' })
    try {
      const done = preloadRouteChunksWhenIdle(fakeRouter([]), ['/project/$ref/api'], { signal: new AbortController().signal, busy: () => false, base: '/' })
      await new Promise((resolve) => setTimeout(resolve, 300))
      expect(links.added).toHaveLength(0)
      window.dispatchEvent(new Event('load'))
      await done
      expect(links.added.map((link) => link.getAttribute('href'))).toEqual(['/assets/ui.js', '/assets/api.js'])
    } finally {
      delete (document as { readyState?: unknown }).readyState
      links.stop()
    }
  })
})
