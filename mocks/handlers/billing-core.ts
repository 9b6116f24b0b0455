import { http, HttpResponse } from 'msw'
import { hasScenario } from '../state'
import { latency, platform, unauthorized } from '../utils'
import { visibleOrganizations } from './organizations'

const overdueInvoice = (organizationId: number, number: string) => ({
  id: `in_${number}`,
  number,
  organization_id: organizationId,
  amount_due: 2500,
  currency: 'usd',
  status: 'open',
  due_date: '2026-10-15T00:00:00Z',
  invoice_pdf: null,
})

/** The scenarios overdue-invoices (Northwind, id 2) and overdue-invoices-other (Globex, id 3). */
function overdueInvoices() {
  const invoices = []
  if (hasScenario('overdue-invoices')) invoices.push(overdueInvoice(2, 'NW-0042'))
  if (hasScenario('overdue-invoices-other')) invoices.push(overdueInvoice(3, 'GX-0107'))
  return invoices
}

const address = { line1: '1 Harbour Street', line2: null, city: 'Singapore', postal_code: '049320', country: 'SG', state: null }

export const billingCoreHandlers = [
  http.get(platform('/stripe/invoices/overdue'), async ({ request }) => {
    await latency()
    return unauthorized(request) ?? HttpResponse.json(overdueInvoices())
  }),
  http.get(platform('/organizations/:slug/customer'), async ({ request, params }) => {
    await latency()
    const denied = unauthorized(request)
    if (denied) return denied
    const organization = visibleOrganizations().find((o) => o.slug === params.slug)
    if (!organization) return HttpResponse.json({ message: 'Organization not found' }, { status: 404 })
    const missingAddress = organization.slug === 'northwind' && hasScenario('missing-billing')
    return HttpResponse.json({
      id: `cus_${organization.id}`,
      email: organization.billing_email,
      billing_name: organization.name,
      address: missingAddress ? null : address,
    })
  }),
]
