/** Where the assistant keeps its chats (CONTRACT §3); kept tiny so sign-out can clear it without Dexie. */
export const ASSISTANT_DB_NAME = 'dashboard-assistant'
export const LEGACY_ASSISTANT_KEY_PREFIX = 'dashboard-ai-assistant-state-'

type Closer = () => Promise<void> | void
const closers = new Set<Closer>()

/** The loaded panel registers how to stop saving and close its database before it is deleted. */
export function onClearAssistantStorage(closer: Closer): () => void {
  closers.add(closer)
  return () => closers.delete(closer)
}

/** Deletes every stored assistant chat (SPEC §4 sign-out). */
export async function clearAssistantStorage() {
  await Promise.allSettled([...closers].map((close) => close()))
  for (const key of Object.keys(localStorage)) {
    if (key.startsWith(LEGACY_ASSISTANT_KEY_PREFIX)) localStorage.removeItem(key)
  }
  await new Promise<void>((resolve) => {
    const request = indexedDB.deleteDatabase(ASSISTANT_DB_NAME)
    request.onsuccess = request.onerror = request.onblocked = () => resolve()
  })
}
