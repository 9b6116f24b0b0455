/** Where the assistant keeps its chats (CONTRACT §3); kept tiny so sign-out can clear it without Dexie. */
export const ASSISTANT_DB_NAME = 'dashboard-assistant'
export const LEGACY_ASSISTANT_KEY_PREFIX = 'dashboard-ai-assistant-state-'

/** Deletes every stored assistant chat (SPEC §4 sign-out). */
export async function clearAssistantStorage() {
  for (const key of Object.keys(localStorage)) {
    if (key.startsWith(LEGACY_ASSISTANT_KEY_PREFIX)) localStorage.removeItem(key)
  }
  await new Promise<void>((resolve) => {
    const request = indexedDB.deleteDatabase(ASSISTANT_DB_NAME)
    request.onsuccess = request.onerror = request.onblocked = () => resolve()
  })
}
