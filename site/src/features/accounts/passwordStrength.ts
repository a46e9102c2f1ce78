/**
 * The password checklist and strength meter of registration (spec 4.3, 5). The registration
 * schema checks the same rules, so what the meter calls valid is exactly what the server takes.
 */
import { PASSWORD_RULES, type PasswordRuleId } from '@cms/features/accounts/contract/passwordRules'

export { PASSWORD_RULES } from '@cms/features/accounts/contract/passwordRules'

type StrengthLevel = 'very-weak' | 'weak' | 'medium' | 'good' | 'excellent'
type StrengthColor = 'grey' | 'red' | 'yellow' | 'blue' | 'green'

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
