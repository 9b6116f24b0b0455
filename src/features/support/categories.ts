import { z } from 'zod/mini'

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
  category: z
    .optional(supportCategorySchema)
    .check(z.refine((value) => value !== undefined, 'Please select a category')),
  subject: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'Please add a subject'),
      z.maxLength(SUBJECT_MAX_LENGTH, `Keep the subject under ${SUBJECT_MAX_LENGTH} characters`),
    ),
  message: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'Please describe the problem'),
      z.maxLength(MESSAGE_MAX_LENGTH, `Keep the message under ${MESSAGE_MAX_LENGTH} characters`),
    ),
  sid: z.optional(z.string()),
})

// The router parses query values as JSON where it can ("123" becomes 123), so accept both and keep text.
const text = z.pipe(z.union([z.string(), z.number(), z.boolean()]), z.transform(String))

/** /support/new query (SPEC §2): category, sid, subject, message; anything invalid is dropped. */
export const supportSearchSchema = z.object({
  category: z.catch(z.optional(supportCategorySchema), undefined),
  sid: z.catch(z.optional(text), undefined),
  subject: z.catch(z.optional(text), undefined),
  message: z.catch(z.optional(text), undefined),
})
export type SupportSearch = z.infer<typeof supportSearchSchema>
