/**
 * The password checklist and strength meter of registration (spec 4.3, 5). The registration
 * schema checks the same rules, so what the meter calls valid is exactly what the server takes.
 */
export const PASSWORD_MIN_LENGTH = 8
export const PASSWORD_SPECIALS = '!@#$%^&*'

export const PASSWORD_RULES = [
  { id: 'length', test: (password: string) => password.length >= PASSWORD_MIN_LENGTH },
  // Any script's capitals and small letters count: Russian speakers may type Cyrillic passwords.
  { id: 'uppercase', test: (password: string) => /\p{Lu}/u.test(password) },
  { id: 'lowercase', test: (password: string) => /\p{Ll}/u.test(password) },
  { id: 'digit', test: (password: string) => /[0-9]/.test(password) },
  { id: 'special', test: (password: string) => /[!@#$%^&*]/.test(password) },
] as const

export type PasswordRuleId = (typeof PASSWORD_RULES)[number]['id']
export type StrengthLevel = 'very-weak' | 'weak' | 'medium' | 'good' | 'excellent'
export type StrengthColor = 'grey' | 'red' | 'yellow' | 'blue' | 'green'

export type PasswordStrength = {
  /** How many rules are met, 0 to 5. */
  score: number
  level: StrengthLevel
  color: StrengthColor
  met: Record<PasswordRuleId, boolean>
  /** All five rules met: only then may the registration form be sent. */
  valid: boolean
}

/** Index = score. */
const LEVELS: readonly (readonly [StrengthLevel, StrengthColor])[] = [
  ['very-weak', 'grey'],
  ['weak', 'red'],
  ['weak', 'red'],
  ['medium', 'yellow'],
  ['good', 'blue'],
  ['excellent', 'green'],
]

export function passwordStrength(password: string): PasswordStrength {
  const met = Object.fromEntries(PASSWORD_RULES.map((rule) => [rule.id, rule.test(password)])) as Record<PasswordRuleId, boolean>
  const score = Object.values(met).filter(Boolean).length
  const [level, color] = LEVELS[score] ?? ['very-weak', 'grey']
  return { score, level, color, met, valid: score === PASSWORD_RULES.length }
}
