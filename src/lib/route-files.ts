import { z } from 'zod/mini'

/**
 * The build's list of each route's lazy files, in index.html (build-tools/route-chunks.ts writes it; the
 * early script, src/app/boot/early-calls.ts, reads the same block before the app runs and cannot share
 * this module: a module both entries import would become a file of its own that the early script waits
 * for). Absent under the dev server.
 */
export const ROUTE_FILES_ELEMENT_ID = 'dashboard-route-chunks'

const routeFilesSchema = z.object({
  files: z.array(z.string()),
  routes: z.array(z.tuple([z.string(), z.array(z.int().check(z.nonnegative()))])),
})

type RouteFiles = z.infer<typeof routeFilesSchema>

let parsed: { value: RouteFiles | undefined } | undefined

function read(): RouteFiles | undefined {
  if (parsed) return parsed.value
  let value: RouteFiles | undefined
  try {
    const text = document.getElementById(ROUTE_FILES_ELEMENT_ID)?.textContent
    const result = text ? routeFilesSchema.safeParse(JSON.parse(text)) : undefined
    value = result?.success ? result.data : undefined
  } catch {
    value = undefined
  }
  parsed = { value }
  return value
}

/** Forgets the parsed block (tests change the page). */
export function resetRouteFiles() {
  parsed = undefined
}

/**
 * The files (below the base URL) that a first load of this path fetches beyond the entry's, as the build
 * listed them; undefined when the page has no list (the dev server) or a path pattern is not one.
 */
export function routeFilesFor(pathBelowBase: string): string[] | undefined {
  const list = read()
  if (!list) return undefined
  const wanted = new Set<string>()
  for (const [pattern, indices] of list.routes) {
    let matches: boolean
    try {
      matches = new RegExp(pattern).test(pathBelowBase)
    } catch {
      return undefined
    }
    if (!matches) continue
    for (const index of indices) {
      const file = list.files[index]
      if (file !== undefined) wanted.add(file)
    }
  }
  return [...wanted]
}
