// What other features may use of auth (besides its api/ files). Import it as '@/features/auth'.
export { useSessionStore } from './session-store'
export { getAccessToken } from './access-token'
export { landingRedirect, requiresSignIn } from './landing'
export { getSession, sessionAal } from './session-store'
export type { AssuranceLevel } from './session-store'
export { withSignedInData } from './route-guards'
export type { GuardArgs } from './route-guards'
