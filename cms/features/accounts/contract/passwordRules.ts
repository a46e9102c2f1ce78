/**
 * The password rules of registration (spec 5): the checklist the site shows, the schema the
 * portal API checks and the validator of the users collection, so every door asks the same.
 */
const PASSWORD_MIN_LENGTH = 8
export const PASSWORD_MAX_LENGTH = 128
const PASSWORD_SPECIALS = '!@#$%^&*'

/** Sign-in and the reset flow ask only this much (spec 5: "at least 6 characters"). */
export const SIGN_IN_PASSWORD_MIN_LENGTH = 6

export const PASSWORD_RULES = [
  { id: 'length', test: (password: string) => password.length >= PASSWORD_MIN_LENGTH },
  // Any script's capitals and small letters count: Russian speakers may type Cyrillic passwords.
  { id: 'uppercase', test: (password: string) => /\p{Lu}/u.test(password) },
  { id: 'lowercase', test: (password: string) => /\p{Ll}/u.test(password) },
  { id: 'digit', test: (password: string) => /[0-9]/.test(password) },
  { id: 'special', test: (password: string) => [...PASSWORD_SPECIALS].some((special) => password.includes(special)) },
] as const

export type PasswordRuleId = (typeof PASSWORD_RULES)[number]['id']

/** The rules a password breaks, in the checklist's order; empty when it is strong enough. */
export function unmetPasswordRules(password: string): PasswordRuleId[] {
  return PASSWORD_RULES.filter((rule) => !rule.test(password)).map((rule) => rule.id)
}

/**
 * What the CMS says of a broken rule (registration speaks Russian, spec 5); the site's forms say
 * the same in either language from `auth.error.*`, which a unit test keeps in step with these.
 */
export const PASSWORD_RULE_MESSAGES: Record<PasswordRuleId | 'min6' | 'tooLong', string> = {
  length: 'Пароль должен содержать минимум 8 символов',
  uppercase: 'Пароль должен содержать хотя бы одну заглавную букву',
  lowercase: 'Пароль должен содержать хотя бы одну строчную букву',
  digit: 'Пароль должен содержать хотя бы одну цифру',
  special: 'Пароль должен содержать хотя бы один специальный символ (!@#$%^&*)',
  min6: 'Пароль должен содержать минимум 6 символов',
  tooLong: 'Пароль должен содержать не более 128 символов',
}
