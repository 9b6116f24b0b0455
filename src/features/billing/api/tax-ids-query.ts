import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { z } from 'zod/mini'
import { api } from '@/lib/http/client'
import { billingKeys } from './keys'

export const taxIdSchema = z.looseObject({
  id: z.string(),
  type: z.string(),
  value: z.string(),
  country: z.nullish(z.string()),
})

const taxIdsSchema = z.looseObject({ tax_ids: z.array(taxIdSchema) })

export const taxIdsQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: billingKeys.taxIds(slug),
    queryFn: ({ signal }) =>
      api
        .get('/platform/organizations/{slug}/tax-ids', taxIdsSchema, { params: { slug }, signal })
        .then((body) => body.tax_ids),
  })

function useInvalidateTaxIds(slug: string) {
  const queryClient = useQueryClient()
  return () => queryClient.invalidateQueries({ queryKey: billingKeys.taxIds(slug) })
}

export function useAddTaxIdMutation(slug: string) {
  const onSuccess = useInvalidateTaxIds(slug)
  return useMutation({
    mutationFn: (taxId: { type: string; value: string }) =>
      api.postJson('/platform/organizations/{slug}/tax-ids', taxId, taxIdSchema, { params: { slug } }),
    onSuccess,
  })
}

export function useRemoveTaxIdMutation(slug: string) {
  const onSuccess = useInvalidateTaxIds(slug)
  return useMutation({
    mutationFn: (id: string) =>
      api.delete('/platform/organizations/{slug}/tax-ids/{id}', z.unknown(), { params: { slug, id } }),
    onSuccess,
  })
}
