import type { AnyRoute } from '@tanstack/react-router'
import { describe, expect, it, vi } from 'vitest'
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
