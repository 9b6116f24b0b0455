import { z } from 'zod/mini'

/** POST {authUrl}/factors' answer (CONTRACT §14): the QR code as an SVG document, the otpauth URI, the secret. */
export const enrolledFactorSchema = z.looseObject({
  id: z.string(),
  type: z.literal('totp'),
  friendly_name: z.nullish(z.string()),
  totp: z.object({ qr_code: z.string(), secret: z.string(), uri: z.string() }),
})
export type EnrolledFactor = z.infer<typeof enrolledFactorSchema>

export const challengeSchema = z.looseObject({ id: z.string(), type: z.optional(z.string()), expires_at: z.number() })
