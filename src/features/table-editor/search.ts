import { z } from 'zod/mini'
import { FILTER_OPERATORS } from '@/features/database'

export const PAGE_SIZES = [100, 500, 1000] as const
export const DEFAULT_PAGE_SIZE = 100
export const DEFAULT_SCHEMA = 'public'

const filterSchema = z.object({ column: z.string(), op: z.enum(FILTER_OPERATORS), value: z.string() })

/** The table editor's view in the URL: a filtered, sorted page is a link. Bad values fall back. */
export const tableEditorSearchSchema = z.object({
  schema: z.catch(z.optional(z.string().check(z.minLength(1))), undefined),
  system: z.catch(z.optional(z.boolean()), undefined),
  sort: z.catch(z.optional(z.object({ column: z.string(), direction: z.enum(['asc', 'desc']) })), undefined),
  filter: z.catch(z.optional(z.array(filterSchema)), undefined),
  page: z.catch(z.optional(z.int().check(z.positive())), undefined),
  size: z.catch(z.optional(z.union([z.literal(100), z.literal(500), z.literal(1000)])), undefined),
  tab: z.catch(z.optional(z.enum(['rows', 'definition'])), undefined),
})
export type TableEditorSearch = z.infer<typeof tableEditorSearchSchema>
