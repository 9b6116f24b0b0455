import { forgetPersistedDatabases } from './pglite/control'
import { resetMockState } from './state'

// The signed-in session stays valid: resetting the demo does not sign the user out.
const KEPT_SLICES = ['auth.refreshTokens']

/**
 * 'Reset demo data' (user menu, mock mode only): every slice of the mock back to its fixtures (and so
 * saved) and every project's demo database closed and deleted; the next query starts from the seed.
 */
export async function resetDemoData() {
  resetMockState({ keep: KEPT_SLICES })
  await forgetPersistedDatabases()
}
