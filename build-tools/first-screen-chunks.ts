/**
 * Issue 26 item 1: the first screen's JS in a few files. On a plain static host (HTTP/1.1, six connections)
 * every extra round of small files costs a round trip, so what the landing screen needs comes with the entry:
 *
 * - The landing routes (`LANDING_ROUTE_IDS`: the signed-in frame and the organization list, where sign-in
 *   lands) are not code-split: their components are static imports of the route tree (`landingSplitBehavior`,
 *   the router plugin's `splitBehavior`). Every other route keeps the default: its page is a dynamic import
 *   (`?tsr-split=component`), a lazy chunk of its own. A new route file follows that rule with no change here.
 * - `firstScreenGroup` gathers every module the entry needs statically (rolldown's `$initial` tag) into one
 *   chunk, `first-screen`. Without it rolldown cuts the modules the entry shares with lazy pages into dozens
 *   of small shared chunks, each a request on the first screen.
 */
export const LANDING_ROUTE_IDS: readonly string[] = ['/_app', '/_app/organizations']

export const FIRST_SCREEN_CHUNK = 'first-screen'

/** The router plugin's `codeSplittingOptions.splitBehavior`: nothing split off the landing routes. */
export function landingSplitBehavior({ routeId }: { routeId: string }) {
  return LANDING_ROUTE_IDS.includes(routeId) ? [] : undefined
}

/** The rolldown `codeSplitting` group: the entry's static dependencies, in one chunk. */
export function firstScreenGroup() {
  // The early script (src/app/boot/early-requests.ts) is an entry too, one file of its own.
  return { name: FIRST_SCREEN_CHUNK, tags: ['$initial' as const], test: (id: string) => !/[\\/]src[\\/]app[\\/]boot[\\/]/.test(id), priority: 20 }
}
