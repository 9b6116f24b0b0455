import { z } from 'zod/mini'

const LEVEL_FILTERS = ['all', 'ERROR', 'WARN', 'INFO'] as const
export type LevelFilter = (typeof LEVEL_FILTERS)[number]

/** /advisors/security?level=ERROR: a bad value falls back to all levels. */
export const securityAdvisorSearchSchema = z.object({
  level: z.catch(z.optional(z.enum(LEVEL_FILTERS)), undefined),
})

const QUERY_SORTS = ['time', 'calls', 'mean'] as const

/** /advisors/query-performance?tab=findings&sort=calls&search=orders&level=WARN */
export const queryPerformanceSearchSchema = z.object({
  tab: z.catch(z.optional(z.enum(['queries', 'findings'])), undefined),
  sort: z.catch(z.optional(z.enum(QUERY_SORTS)), undefined),
  search: z.catch(z.optional(z.string()), undefined),
  level: z.catch(z.optional(z.enum(LEVEL_FILTERS)), undefined),
})

/** /advisors/rules/security?lint=...&entity=...: the new-rule form starts with these (from a finding). */
export const advisorRulesSearchSchema = z.object({
  lint: z.catch(z.optional(z.string()), undefined),
  entity: z.catch(z.optional(z.string()), undefined),
})
