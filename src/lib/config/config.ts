import { z } from 'zod/mini'
import { takeEarlyConfig } from '@/lib/http/early-requests'

// zod/mini has no messages of its own; English keeps the texts of config and response errors readable.
z.config(z.locales.en())

/** The one self-hosted project of the single-project variables (CONTRACT §8). */
export const SINGLE_PROJECT_REF = 'default'

/** A self-hosted project's ref (CONTRACT §18): 1 to 40 lowercase letters, digits and -. */
export const PROJECT_REF_PATTERN = /^[a-z0-9-]{1,40}$/

const url = z.url({ protocol: /^https?$/ })

export const configSchema = z.object({
  platform: z.boolean(),
  apiUrl: url,
  authUrl: z.union([url, z.literal('')]),
  mock: z.boolean(),
  disabledFeatures: z._default(z.string(), ''),
  assistantUrl: z.optional(url),
  assistantModel: z._default(z.string(), ''),
  /** Self-hosted: the AI opt-in keys (SPEC §3: AI_SQL, AI_DATA, AI_LOG), comma-separated; hosted it is an organization setting. */
  aiOptIn: z._default(z.string(), ''),
  statusPageUrl: z._default(url, 'https://status.example.com'),
  supportEmail: z._default(z.email(), 'support@example.com'),
  docsUrl: z._default(url, 'https://docs.example.com'),
  /** Banner feature flags of SPEC §8; operators or the mock switch them on. */
  ongoingIncident: z._default(z.boolean(), false),
  showNoticeBanner: z._default(z.boolean(), false),
  clockSkewBanner: z._default(z.boolean(), true),
  /** Self-hosted `DASHBOARD_READ_ONLY=true`: every project read-only, no switch (CONTRACT §17). */
  readOnly: z._default(z.boolean(), false),
  /**
   * Self-hosted with several projects (CONTRACT §18, DASHBOARD_PROJECTS): the first project's ref, where the
   * dashboard lands. Absent: the one project `default` of the single-project variables.
   */
  defaultProjectRef: z.optional(z.string().check(z.regex(PROJECT_REF_PATTERN))),
})

export type AppConfig = z.infer<typeof configSchema>

export class ConfigError extends Error {
  override name = 'ConfigError'
}

/** Fetches and validates `config.json` from beside index.html (CONTRACT §2). */
export async function loadConfig(baseUrl = import.meta.env.BASE_URL): Promise<AppConfig> {
  let response: Response
  try {
    // The early script (src/app/boot/early-requests.ts) may have fetched it already, as the page loaded.
    response = await (takeEarlyConfig() ?? fetch(`${baseUrl}config.json`))
  } catch (error) {
    throw new ConfigError(`config.json could not be fetched: ${(error as Error).message}`)
  }
  if (!response.ok) throw new ConfigError(`config.json is missing (HTTP ${response.status}).`)
  let json: unknown
  try {
    json = await response.json()
  } catch {
    throw new ConfigError('config.json is not valid JSON.')
  }
  const parsed = configSchema.safeParse(json)
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`)
    throw new ConfigError(`config.json is invalid. ${problems.join('; ')}`)
  }
  return parsed.data
}

let current: AppConfig | undefined

export function setConfig(config: AppConfig) {
  current = config
}

/** The validated runtime configuration; set once at boot, before anything renders. */
export function getConfig(): AppConfig {
  if (!current) throw new Error('Configuration read before it was loaded')
  return current
}

/**
 * Self-hosted: where the gateway answers a project's edge functions and Realtime socket. The first project
 * (`default` with one project) at the single-project paths, any other at `/gateway/{ref}` (CONTRACT §18).
 */
export function gatewayPathOf(ref: string, config: Pick<AppConfig, 'defaultProjectRef'> = getConfig()) {
  return ref === (config.defaultProjectRef ?? SINGLE_PROJECT_REF) ? '' : `/gateway/${encodeURIComponent(ref)}`
}

/** Feature keys switched off by the operator; only self-hosted (SPEC §1). */
export function configDisabledFeatures(config: AppConfig): string[] {
  if (config.platform) return []
  return config.disabledFeatures
    .split(',')
    .map((key) => key.trim())
    .filter(Boolean)
}
