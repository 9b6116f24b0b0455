import { queryOptions } from '@tanstack/react-query'
import { z } from 'zod/mini'
import { api } from '@/lib/http/client'

export const consentServiceSchema = z.looseObject({ id: z.string(), status: z.boolean() })
export const consentCategorySchema = z.looseObject({
  slug: z.string(),
  label: z.string(),
  description: z.string(),
  isEssential: z.boolean(),
  services: z.array(consentServiceSchema),
})
export type ConsentCategory = z.infer<typeof consentCategorySchema>

export const consentKeys = { categories: () => ['consent', 'categories'] as const }

/** The privacy-settings categories; fetched when the privacy settings open. */
export const consentCategoriesQueryOptions = () =>
  queryOptions({
    queryKey: consentKeys.categories(),
    queryFn: ({ signal }) => api.get('/platform/consent/categories', z.array(consentCategorySchema), { signal }),
    staleTime: Infinity,
    retry: false,
  })
