// What other features may use of password (besides its api/ files). Import it as '@/features/password'.
export { DatabasePasswordInput } from './components/database-password-input'
export { PasswordStrengthMeter } from './components/password-strength-meter'
export { PASSWORD_TOO_LONG_HINT, PASSWORD_TOO_LONG_MESSAGE, passwordTooLong } from './password-length'
export { describeStrength, generatePassword } from './password-strength'
export { usePasswordStrength } from './use-password-strength'
