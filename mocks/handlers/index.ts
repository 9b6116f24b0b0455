import { assistantHandlers } from './assistant'
import { authHandlers } from './auth'
import { bannerHandlers } from './banners'
import { billingHandlers } from './billing'
import { memberHandlers } from './members'
import { newProjectHandlers } from './new-project'
import { billingCoreHandlers } from './billing-core'
import { consentHandlers } from './consent'
import { organizationHandlers } from './organizations'
import { pgMetaHandlers } from './pg-meta'
import { profileHandlers } from './profile'
import { profileAuditLogHandlers } from './profile-audit-logs'
import { projectHandlers } from './projects'
import { supportHandlers } from './support'
import { telemetryHandlers } from './telemetry'
import { utcTimeHandlers } from './utc-time'

/** Every domain's happy path; tests add their error cases with server.use(...). */
export const handlers = [...authHandlers, ...profileHandlers, ...profileAuditLogHandlers, ...organizationHandlers, ...projectHandlers, ...utcTimeHandlers, ...billingCoreHandlers, ...telemetryHandlers, ...supportHandlers, ...consentHandlers, ...pgMetaHandlers, ...assistantHandlers, ...billingHandlers, ...memberHandlers, ...newProjectHandlers, ...bannerHandlers]
