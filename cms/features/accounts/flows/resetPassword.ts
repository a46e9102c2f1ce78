import { redeemResetCode } from '../codeMail'
import { enforce, forgetStartingWith } from '@cms/core/rateLimits'
import { failedSignInSubject } from '../collections/Users/hooks/signInThrottle'
import { PASSWORD_RESET_FLOW } from '@cms/core/trustedFlows'
import { inTransaction } from '@cms/core/db/inTransaction'
import { type Visitor, visitorRequest } from '@cms/core/visitor'

export type ResetRefusal = 'codeWrong' | 'codeExpired' | 'codeExhausted'

const REFUSALS = { invalid: 'codeWrong', expired: 'codeExpired', exhausted: 'codeExhausted' } as const

/**
 * Sets a new password with an emailed code. The code proved the inbox, so the address counts as
 * confirmed; Payload's update ends every session of the account (nobody is signed in here), and
 * the failed sign-ins counted against the account are forgotten.
 */
export async function resetPassword(visitor: Visitor, input: { email: string; code: string; newPassword: string }): Promise<{ ok: true } | { ok: false; reason: ResetRefusal }> {
  const req = await visitorRequest(visitor, { [PASSWORD_RESET_FLOW]: true })
  await enforce(req, [['resetPassword', visitor.address]])
  // Not six digits: not a code this portal sends, so wrong, without using up one of the tries.
  if (!/^\d{6}$/.test(input.code)) return { ok: false, reason: 'codeWrong' }
  const { docs } = await visitor.payload.find({ collection: 'users', where: { email: { equals: input.email } }, limit: 1, depth: 0, overrideAccess: true, req })
  const user = docs[0]
  if (!user) return { ok: false, reason: 'codeWrong' }
  const redeemed = await redeemResetCode(visitor.payload, user, input.code, req)
  if (!redeemed.ok) return { ok: false, reason: REFUSALS[redeemed.reason] }
  await inTransaction(req, () =>
    visitor.payload.update({ collection: 'users', id: user.id, data: { password: input.newPassword, emailVerified: true }, req, overrideAccess: true }),
  )
  // Whoever guessed at the old password, from wherever, no longer holds the owner back.
  await forgetStartingWith(visitor.payload, 'loginAccount', failedSignInSubject(user.email, ''))
  return { ok: true }
}
