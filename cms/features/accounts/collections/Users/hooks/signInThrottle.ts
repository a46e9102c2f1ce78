import type { CollectionAfterLoginHook, CollectionBeforeOperationHook } from 'payload'

import { spendOnePasswordCheck } from '@cms/features/accounts/passwordHash'
import { enforce, forget, rateLimitsApply } from '@cms/core/rateLimits'
import { countSecurityEvent } from '@cms/features/accounts/securityCounts'
import { visitorAddress } from '@cms/core/visitorAddress'
import { MESSAGES } from '@cms/core/contract/messages'

/** The subject of the failed-sign-in count: one account, from one address. */
export const failedSignInSubject = (email: string, address: string) => `${email.trim().toLowerCase()}|${address}`

/**
 * Before every sign-in, at the portal and at the CMS's /api/users/login alike:
 * - the visitor's attempts are counted (per address), and the attempts on this account from this
 *   address; a success forgets the latter. Payload's own lockout is off: it counted per account,
 *   so anyone could lock anyone out, the admin included.
 * - an unknown address costs the same password check a known one does, so the time to refuse
 *   does not tell whether the address has an account.
 */
export const signInThrottle: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  if (operation !== 'login' || !rateLimitsApply(req)) return args
  const { data } = args as { data?: { email?: unknown; password?: unknown } }
  const email = typeof data?.email === 'string' ? data.email : ''
  const address = visitorAddress(req)
  await countSecurityEvent(req.payload, 'sign-in-attempt')
  await enforce(req, [['login', address]])
  await enforce(req, [['loginAccount', failedSignInSubject(email, address)]], { message: MESSAGES.locked, code: 'accountLocked' })
  if (email && typeof data?.password === 'string') {
    const known = await req.payload.db.count({ collection: 'users', where: { email: { equals: email.trim().toLowerCase() } }, req })
    if (known.totalDocs === 0) await spendOnePasswordCheck(data.password)
  }
  return args
}

export const forgetFailedSignIns: CollectionAfterLoginHook = async ({ req, user }) => {
  if (rateLimitsApply(req)) await countSecurityEvent(req.payload, 'sign-in-success')
  if (typeof user.email === 'string') await forget(req.payload, 'loginAccount', failedSignInSubject(user.email, visitorAddress(req)))
}
