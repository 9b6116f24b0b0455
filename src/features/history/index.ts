// What other features may use of history (besides its api/ files). Import it as '@/features/history'.
export { recordLastVisitedOrganization } from './last-visited'
export { NEW_SNIPPET_ID, useProjectHistory } from './last-visited'
