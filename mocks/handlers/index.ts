import { advisorHandlers } from './advisors'
import { assistantHandlers } from './assistant'
import { authHandlers } from './auth'
import { mfaHandlers } from './mfa'
import { accountHandlers } from './account'
import { bannerHandlers } from './banners'
import { billingHandlers } from './billing'
import { memberHandlers } from './members'
import { newProjectHandlers } from './new-project'
import { billingCoreHandlers } from './billing-core'
import { codeHostingHandlers } from './code-hosting'
import { consentHandlers } from './consent'
import { contentHandlers } from './content'
import { organizationHandlers } from './organizations'
import { pgMetaHandlers } from './pg-meta'
import { profileHandlers } from './profile'
import { profileAuditLogHandlers } from './profile-audit-logs'
import { projectHandlers } from './projects'
import { projectAuthHandlers } from './project-auth'
import { projectSettingsHandlers } from './project-settings'
import { apiKeyHandlers } from './api-keys'
import { databaseSettingsHandlers } from './database-settings'
import { realtimeConfigHandlers } from './realtime-config'
import { storageConfigHandlers } from './storage-config'
import { projectStorageHandlers } from './project-storage'
import { supportHandlers } from './support'
import { telemetryHandlers } from './telemetry'
import { utcTimeHandlers } from './utc-time'
import { storageHandlers } from './storage'
import { logsHandlers } from './logs'
import { graphqlHandlers } from './graphql'
import { edgeFunctionHandlers } from './edge-functions'
import { signingKeyHandlers } from './signing-keys'
import { logDrainHandlers } from './log-drains'
import { gatewayLog } from './gateway-log'
import { realtimeHandlers } from './realtime'

const domainHandlers = [...authHandlers, ...mfaHandlers, ...accountHandlers, ...profileHandlers, ...profileAuditLogHandlers, ...organizationHandlers, ...projectHandlers, ...projectSettingsHandlers, ...apiKeyHandlers, ...databaseSettingsHandlers, ...realtimeConfigHandlers, ...utcTimeHandlers, ...billingCoreHandlers, ...telemetryHandlers, ...supportHandlers, ...consentHandlers, ...codeHostingHandlers, ...pgMetaHandlers, ...contentHandlers, ...assistantHandlers, ...billingHandlers, ...memberHandlers, ...newProjectHandlers, ...bannerHandlers, ...advisorHandlers, ...storageHandlers, ...storageConfigHandlers, ...projectStorageHandlers, ...logsHandlers, ...graphqlHandlers, ...projectAuthHandlers, ...edgeFunctionHandlers, ...signingKeyHandlers, ...logDrainHandlers, ...realtimeHandlers]

/**
 * Every domain's happy path; tests add their error cases with server.use(...). The calls that reach a
 * project's own services through its gateway are answered through gatewayLog, which logs them.
 */
export const handlers = [gatewayLog(() => domainHandlers), ...domainHandlers]
