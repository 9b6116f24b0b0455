import { authHandlers } from './auth'
import { organizationHandlers } from './organizations'
import { profileHandlers } from './profile'
import { projectHandlers } from './projects'
import { utcTimeHandlers } from './utc-time'

/** Every domain's happy path; tests add their error cases with server.use(...). */
export const handlers = [...authHandlers, ...profileHandlers, ...organizationHandlers, ...projectHandlers, ...utcTimeHandlers]
