import { type CollectionBeforeOperationHook, ValidationError } from 'payload'

import { PASSWORD_RESET_FLOW } from '@cms/core/trustedFlows'
import { PASSWORD_MAX_LENGTH, PASSWORD_RULE_MESSAGES, SIGN_IN_PASSWORD_MIN_LENGTH, unmetPasswordRules } from '@cms/features/accounts/contract/passwordRules'

/** The message for a password that breaks a rule, or null when it may be set. */
function passwordProblem(password: unknown, { resetFlow }: { resetFlow: boolean }): string | null {
  if (typeof password !== 'string') return PASSWORD_RULE_MESSAGES.length
  if (password.length > PASSWORD_MAX_LENGTH) return PASSWORD_RULE_MESSAGES.tooLong
  if (resetFlow) return password.length >= SIGN_IN_PASSWORD_MIN_LENGTH ? null : PASSWORD_RULE_MESSAGES.min6
  const [first] = unmetPasswordRules(password)
  return first ? PASSWORD_RULE_MESSAGES[first] : null
}

/**
 * Every password set through any door (registration, the admin, REST, the CMS's own reset link)
 * meets the registration rules of spec 5; only the portal's code-checked reset asks less, as the
 * reset form does. Checked before anything else happens, so a refused password changes nothing.
 */
export const passwordRules: CollectionBeforeOperationHook = ({ args, operation, req }) => {
  if (operation !== 'create' && operation !== 'update' && operation !== 'resetPassword') return args
  const data = (args as { data?: Record<string, unknown> }).data
  if (!data || !('password' in data) || data.password === undefined) return args
  const problem = passwordProblem(data.password, { resetFlow: operation !== 'resetPassword' && req.context?.[PASSWORD_RESET_FLOW] === true })
  if (problem) throw new ValidationError({ collection: 'users', errors: [{ path: 'password', message: problem }] }, req.t)
  return args
}
