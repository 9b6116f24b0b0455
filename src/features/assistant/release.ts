/**
 * Leaving a project releases its assistant (issue 11 item 11): its store, its save timer and its live
 * query on the browser database. Kept tiny (no Dexie) so the project route can call it from the first
 * screen's bundle; the loaded assistant registers how to release.
 */
type Releaser = (projectRef: string) => void
const releasers = new Set<Releaser>()

export function onReleaseProjectAssistant(releaser: Releaser): () => void {
  releasers.add(releaser)
  return () => releasers.delete(releaser)
}

export function releaseProjectAssistant(projectRef: string) {
  releasers.forEach((release) => release(projectRef))
}
