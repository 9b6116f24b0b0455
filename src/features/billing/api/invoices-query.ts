import { queryOptions } from '@tanstack/react-query'
import { z } from 'zod/mini'
import { api } from '@/lib/http/client'
import { billingKeys } from './keys'

export const invoiceSchema = z.looseObject({
  id: z.string(),
  number: z.nullish(z.string()),
  status: z.string(),
  /** In USD. */
  amount_due: z.number(),
  period_end: z.string(),
  invoice_pdf: z.nullish(z.string()),
})

export const INVOICES_PAGE_SIZE = 10

export const invoicesQueryOptions = (slug: string, page = 1) =>
  queryOptions({
    queryKey: billingKeys.invoices(slug, page),
    queryFn: ({ signal }) =>
      api.get('/platform/organizations/{slug}/invoices', z.array(invoiceSchema), {
        params: { slug },
        query: { offset: (page - 1) * INVOICES_PAGE_SIZE, limit: INVOICES_PAGE_SIZE },
        signal,
      }),
  })
