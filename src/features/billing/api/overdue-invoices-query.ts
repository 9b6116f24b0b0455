import { queryOptions, useQuery } from '@tanstack/react-query'
import { z } from 'zod/mini'
import { useSessionStore } from '@/features/auth'
import { getConfig } from '@/lib/config/config'
import { api } from '@/lib/http/client'

export const OVERDUE_INVOICES_STALE_TIME_MS = 30 * 60 * 1000

/** SPEC §3 Overdue invoice: the banners need organization_id; the rest is what an invoice list shows. */
export const overdueInvoiceSchema = z.looseObject({
  id: z.string(),
  organization_id: z.number(),
  number: z.nullish(z.string()),
  amount_due: z.number(),
  currency: z._default(z.string(), 'usd'),
  status: z.nullish(z.string()),
  due_date: z.nullish(z.string()),
  invoice_pdf: z.nullish(z.string()),
})

export const overdueInvoicesKeys = { all: ['billing', 'overdue-invoices'] as const }

export const overdueInvoicesQueryOptions = () =>
  queryOptions({
    queryKey: overdueInvoicesKeys.all,
    queryFn: ({ signal }) => api.get('/platform/stripe/invoices/overdue', z.array(overdueInvoiceSchema), { signal }),
    staleTime: OVERDUE_INVOICES_STALE_TIME_MS,
  })

/** SPEC §7: runs only when signed in and on the hosted platform. */
export function useOverdueInvoicesQuery() {
  const signedIn = useSessionStore((state) => state.session !== null)
  return useQuery({ ...overdueInvoicesQueryOptions(), enabled: signedIn && getConfig().platform })
}
