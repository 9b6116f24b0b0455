import { z } from 'zod'

/** SPEC §3: the ten support ticket categories, as sent to the platform and used in links. */
export const SUPPORT_CATEGORIES = [
  { value: 'problem', label: 'Problem' },
  { value: 'dashboard_bug', label: 'Dashboard bug' },
  { value: 'database_unresponsive', label: 'Database unresponsive' },
  { value: 'performance', label: 'Performance' },
  { value: 'sales', label: 'Sales' },
  { value: 'billing', label: 'Billing' },
  { value: 'refund', label: 'Refund' },
  { value: 'abuse', label: 'Abuse' },
  { value: 'login_issues', label: 'Login issues' },
  { value: 'account_deletion', label: 'Account deletion' },
] as const

export type SupportCategory = (typeof SUPPORT_CATEGORIES)[number]['value']
export const supportCategorySchema = z.enum(
  SUPPORT_CATEGORIES.map((c) => c.value) as [SupportCategory, ...SupportCategory[]],
)

export const SUBJECT_MAX_LENGTH = 200
export const MESSAGE_MAX_LENGTH = 5000

/** The ticket as the form validates it before sending. */
export const supportTicketSchema = z.object({
  category: supportCategorySchema.optional().refine((value) => value !== undefined, 'Please select a category'),
  subject: z
    .string()
    .trim()
    .min(1, 'Please add a subject')
    .max(SUBJECT_MAX_LENGTH, `Keep the subject under ${SUBJECT_MAX_LENGTH} characters`),
  message: z
    .string()
    .trim()
    .min(1, 'Please describe the problem')
    .max(MESSAGE_MAX_LENGTH, `Keep the message under ${MESSAGE_MAX_LENGTH} characters`),
  sid: z.string().optional(),
})

// The router parses query values as JSON where it can ("123" becomes 123), so accept both and keep text.
const text = z.union([z.string(), z.number(), z.boolean()]).transform(String)

/** /support/new query (SPEC §2): category, sid, subject, message; anything invalid is dropped. */
export const supportSearchSchema = z.object({
  category: supportCategorySchema.optional().catch(undefined),
  sid: text.optional().catch(undefined),
  subject: text.optional().catch(undefined),
  message: text.optional().catch(undefined),
})
export type SupportSearch = z.infer<typeof supportSearchSchema>
