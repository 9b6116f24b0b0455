import { z } from 'zod/mini'
import type { PricedPlanId } from '@/features/plans'
import { ORGANIZATION_KINDS, type BillingDetails, type NewOrganization } from './api/create-organization-mutation'

export const ORGANIZATION_NAME_MAX_LENGTH = 64

const kinds = ORGANIZATION_KINDS.map((k) => k.value) as [NewOrganization['kind'], ...NewOrganization['kind'][]]
const billingSchema = z.object({
  email: z.email('Enter the email address for invoices'),
  line1: z.string().check(z.trim(), z.minLength(1, 'Enter the billing address')),
  country: z.string().check(z.trim(), z.toUpperCase(), z.regex(/^[A-Z]{2}$/, 'Enter the two-letter country code, e.g. DE')),
  card_number: z.pipe(
    z.string().check(z.overwrite((value) => value.replace(/[\s-]/g, ''))),
    z.string().check(z.regex(/^\d{16}$/, 'Enter the 16 digits of the card number')),
  ),
})

/** The organization form's rules: a name and a type; billing details for a paid plan. */
export function validateNewOrganization(input: {
  name: string
  kind: string | null
  plan: PricedPlanId
  billing: Record<keyof BillingDetails, string>
}) {
  const errors: Record<string, string> = {}
  const name = input.name.trim()
  if (!name) errors.name = 'Enter a name for the organization'
  else if (name.length > ORGANIZATION_NAME_MAX_LENGTH)
    errors.name = `Keep the name under ${ORGANIZATION_NAME_MAX_LENGTH} characters`
  const kind = z.enum(kinds).safeParse(input.kind)
  if (!kind.success) errors.kind = 'Choose the type of organization'
  let billing: NewOrganization['billing']
  if (input.plan !== 'free') {
    const parsed = billingSchema.safeParse(input.billing)
    if (parsed.success) billing = parsed.data
    else for (const issue of parsed.error.issues) errors[`billing.${String(issue.path[0])}`] ??= issue.message
  }
  if (Object.keys(errors).length > 0 || !kind.success) return { errors, value: undefined }
  const value: NewOrganization = { name, kind: kind.data, plan: input.plan, billing }
  return { errors, value }
}
