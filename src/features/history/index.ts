// What other features may use of history (besides its api/ files). Import it as '@/features/history'.
export { recordLastVisitedOrganization, useProjectHistory } from './last-visited'
