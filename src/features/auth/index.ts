// What other features may use of auth (besides its api/ files). Import it as '@/features/auth'.
export { useSessionStore } from './session-store'
export { getAccessToken } from './access-token'
