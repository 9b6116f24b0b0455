/** SPEC §5 Password strength: score 0-4 with a message, a bar width and a colour per score. */
export type PasswordScore = 0 | 1 | 2 | 3 | 4

/** SPEC §5: the minimum score (4 in the one place the spec states it). */
export const MIN_PASSWORD_SCORE: PasswordScore = 4

export const PASSWORD_STRENGTH_MESSAGES: Record<PasswordScore, string> = {
  0: 'This password is not acceptable.',
  1: 'This password is not secure enough.',
  2: 'This password is not secure enough.',
  3: 'Not bad, but your password must be harder to guess.',
  4: 'This password is strong.',
}

/** Bar widths in percent for scores 0 to 4. */
export const PASSWORD_STRENGTH_WIDTHS: Record<PasswordScore, number> = { 0: 10, 1: 30, 2: 50, 3: 80, 4: 100 }

/** Red for 0-1, yellow for 2-3, green for 4. */
export function passwordStrengthColor(score: PasswordScore): 'red' | 'yellow' | 'green' {
  if (score <= 1) return 'red'
  return score <= 3 ? 'yellow' : 'green'
}

export const STRONGER_PASSWORD_REQUIRED = 'You need a stronger password.'

/** SPEC §5/§9 Password length: more than 99 characters is rejected. */

export interface PasswordFeedback {
  warning: string
  suggestions: string[]
}

export interface PasswordStrength {
  score: PasswordScore
  feedback: PasswordFeedback
}

export function toScore(value: number): PasswordScore {
  return Math.max(0, Math.min(4, Math.round(value))) as PasswordScore
}

/** What the meter says for a result: message, width, colour and, below the minimum, the requirement. */
export function describeStrength({ score, feedback }: PasswordStrength) {
  const belowMinimum = score < MIN_PASSWORD_SCORE
  return {
    message: PASSWORD_STRENGTH_MESSAGES[score],
    width: PASSWORD_STRENGTH_WIDTHS[score],
    color: passwordStrengthColor(score),
    requirement: belowMinimum ? [STRONGER_PASSWORD_REQUIRED, feedback.warning].filter(Boolean).join(' ') : undefined,
    suggestions: feedback.suggestions,
    acceptable: !belowMinimum,
  }
}

export function passwordCheckFailedMessage(message: string) {
  return `Failed to check password strength: ${message}`
}

const PASSWORD_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789-_.!'
export const GENERATED_PASSWORD_LENGTH = 24

/** A random password from the browser's cryptographic generator. */
export function generatePassword(length = GENERATED_PASSWORD_LENGTH) {
  const bytes = crypto.getRandomValues(new Uint32Array(length))
  return Array.from(bytes, (byte) => PASSWORD_ALPHABET[byte % PASSWORD_ALPHABET.length]).join('')
}
