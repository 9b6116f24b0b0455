import type { Page } from '@playwright/test'

/**
 * The bodies the page sends, read in the page before they leave: Chromium does not report the body of
 * a fetch made from a Request object (the HTTP client's way), so `request.postData()` is null there.
 */
export async function recordRequestBodies(page: Page) {
  await page.addInitScript(() => {
    const sent: { method: string; url: string; body: string }[] = []
    Object.assign(window, { __sentBodies: sent })
    const original = window.fetch.bind(window)
    window.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init)
      if (request.method !== 'GET' && request.method !== 'HEAD') sent.push({ method: request.method, url: request.url, body: await request.clone().text() })
      return original(request)
    }
  })
  return {
    /** The parsed JSON bodies sent with `method` to a URL whose path starts with `path`, in order. */
    async bodies(method: string, path: string): Promise<unknown[]> {
      const sent = await page.evaluate(() => (window as unknown as { __sentBodies: { method: string; url: string; body: string }[] }).__sentBodies)
      return sent
        .filter((entry) => entry.method === method && new URL(entry.url).pathname.startsWith(path))
        .map((entry) => (entry.body ? (JSON.parse(entry.body) as unknown) : null))
    },
  }
}
