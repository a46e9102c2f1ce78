import { APIError, type CollectionBeforeOperationHook, Forbidden } from 'payload'

import { passwordMatches } from '@cms/features/accounts/passwordHash'
import { enforce } from '@cms/core/rateLimits'
import { PASSWORD_RESET_FLOW } from '@cms/core/trustedFlows'
import { visitorAddress } from '@cms/core/visitorAddress'
import { MESSAGES } from '@cms/core/contract/messages'
import { failedSignInSubject } from './signInThrottle'
import { refusalError } from '@cms/core/errors/refusalError'

const CURRENT_PASSWORD_REQUIRED = 'Enter your current password to set a new one.'

/**
 * Setting one's own password needs the current one (`currentPassword` beside `password`), so a
 * session left open, or a stolen token, cannot take the account over. A wrong one counts as a
 * failed sign-in of the account from this address. Admins setting someone else's password, and
 * the code-checked reset, are not asked. A password in an update of many users at once is refused.
 */
export const currentPasswordRequired: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  if (operation !== 'update') return args
  const { data, id } = args as { data?: Record<string, unknown>; id?: number | string }
  if (!data) return args
  const currentPassword = data.currentPassword
  delete data.currentPassword
  if (data.password === undefined || req.context?.[PASSWORD_RESET_FLOW] === true) return args
  if (id === undefined) throw new Forbidden(req.t)
  if (!req.user || String(req.user.id) !== String(id) || req.user.collection !== 'users') return args
  if (typeof currentPassword !== 'string' || currentPassword.length === 0) throw new APIError(CURRENT_PASSWORD_REQUIRED, 400, { code: 'currentPasswordRequired' }, true)
  const stored = await req.payload.db.findOne<{ id: number; hash?: string; salt?: string; email?: string }>({ collection: 'users', where: { id: { equals: id } }, req })
  if (!stored || !(await passwordMatches(currentPassword, stored))) {
    await enforce(req, [['loginAccount', failedSignInSubject(String(stored?.email ?? id), visitorAddress(req))]], { message: MESSAGES.locked, code: 'accountLocked' })
    throw refusalError(MESSAGES, 'currentPasswordWrong', 403)
  }
  return args
}
