import { queryOptions } from '@tanstack/react-query'
import { z } from 'zod/mini'
import { api } from '@/lib/http/client'
import type { AuthConfig } from './auth-config-query'
import { projectAuthKeys } from './keys'

/** The auth service's public settings (GoTrue's GET /settings), as the self-hosted gateway maps them. */
const serviceSettingsSchema = z.looseObject({
  external: z.record(z.string(), z.boolean()),
  disable_signup: z.optional(z.boolean()),
  mailer_autoconfirm: z.optional(z.boolean()),
  phone_autoconfirm: z.optional(z.boolean()),
})

/** The settings in the configuration's key names, for the read-only pages; keys it does not report are absent. */
export const authServiceSettingsQueryOptions = (ref: string) =>
  queryOptions({
    queryKey: [...projectAuthKeys.config(ref), 'service-settings'],
    queryFn: async ({ signal }): Promise<AuthConfig> => {
      const settings = await api.get('/platform/auth/{ref}/settings', serviceSettingsSchema, { params: { ref }, signal })
      const config: AuthConfig = {}
      for (const [provider, enabled] of Object.entries(settings.external))
        config[provider === 'anonymous_users' ? 'EXTERNAL_ANONYMOUS_USERS_ENABLED' : `EXTERNAL_${provider.toUpperCase()}_ENABLED`] = enabled
      if (settings.disable_signup !== undefined) config.DISABLE_SIGNUP = settings.disable_signup
      if (settings.mailer_autoconfirm !== undefined) config.MAILER_AUTOCONFIRM = settings.mailer_autoconfirm
      if (settings.phone_autoconfirm !== undefined) config.SMS_AUTOCONFIRM = settings.phone_autoconfirm
      return config
    },
  })
