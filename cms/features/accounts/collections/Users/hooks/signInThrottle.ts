import type { CollectionAfterLoginHook, CollectionBeforeOperationHook } from 'payload'

import { spendOnePasswordCheck } from '@cms/features/accounts/passwordHash'
import { enforce, forget, rateLimitsApply } from '@cms/core/rateLimits'
import { countSecurityEvent } from '@cms/features/accounts/securityCounts'
import { visitorAddress } from '@cms/core/visitorAddress'
import { MESSAGES } from '@cms/core/contract/messages'
import { DEVICE_CONTEXT, deviceCookieHeader, deviceToken, deviceTokenIn, isKnownDevice } from '@cms/features/accounts/deviceCookie'

/** The subject of the failed-sign-in count: one account, from one address. */
export const failedSignInSubject = (email: string, address: string) => `${email.trim().toLowerCase()}|${address}`

/**
 * Before every sign-in, at the portal and at the CMS's /api/users/login alike:
 * - the visitor's attempts are counted (per address), and the attempts on this account from this
 *   address; a success forgets the latter. Payload's own lockout is off: it counted per account,
 *   so anyone could lock anyone out, the admin included.
 * - a client that has never signed in to this account (no device cookie for it) also spends one
 *   budget shared by every such client: guessing spread over many addresses stops there, while a
 *   device the owner used before keeps only its own limit (deviceCookie.ts);
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
  const device = (req.context?.[DEVICE_CONTEXT] as string | undefined) ?? deviceTokenIn(req.headers?.get('cookie'))
  if (email && !isKnownDevice(req.payload.secret, device, email)) {
    await enforce(req, [['loginNewDevice', email.trim().toLowerCase()]], { message: MESSAGES.newDevicesPaused, code: 'accountLocked' })
  }
  if (email && typeof data?.password === 'string') {
    const known = await req.payload.db.count({ collection: 'users', where: { email: { equals: email.trim().toLowerCase() } }, req })
    if (known.totalDocs === 0) await spendOnePasswordCheck(data.password)
  }
  return args
}

/** After a sign-in: the address's failures are forgotten, and the browser is known to the account from now on. */
export const forgetFailedSignIns: CollectionAfterLoginHook = async ({ req, user }) => {
  if (rateLimitsApply(req)) await countSecurityEvent(req.payload, 'sign-in-success')
  if (typeof user.email !== 'string') return
  await forget(req.payload, 'loginAccount', failedSignInSubject(user.email, visitorAddress(req)))
  req.responseHeaders ??= new Headers()
  req.responseHeaders.append('set-cookie', deviceCookieHeader(deviceToken(req.payload.secret, user.email)))
}
