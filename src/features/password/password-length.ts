// SPEC §5 Password length: more than 99 characters is refused; empty passwords are not checked.
export const PASSWORD_MAX_LENGTH = 99
export const PASSWORD_TOO_LONG_MESSAGE = 'Maximum length of password exceeded'
export const PASSWORD_TOO_LONG_HINT = 'Password should be less than 100 characters'

export const passwordTooLong = (password: string) => password.length > PASSWORD_MAX_LENGTH
