import { redeemVerificationToken } from '../codeMail'
import { enforce } from '@cms/core/rateLimits'
import { type Visitor, visitorRequest } from '@cms/core/visitor'

export type VerifyRefusal = 'linkInvalid' | 'linkExpired'

/**
 * Confirms an address from the emailed link: the token is used up, and confirms the address it
 * was mailed to only if the account still has that address.
 */
export async function verifyEmail(visitor: Visitor, token: string): Promise<{ ok: true } | { ok: false; reason: VerifyRefusal }> {
  const req = await visitorRequest(visitor)
  await enforce(req, [['verifyEmail', visitor.address]])
  const redeemed = await redeemVerificationToken(visitor.payload, token, req)
  if (!redeemed.ok) return { ok: false, reason: redeemed.reason === 'expired' ? 'linkExpired' : 'linkInvalid' }
  const confirmed = await visitor.payload.update({
    collection: 'users',
    where: { and: [{ id: { equals: redeemed.userId } }, { email: { equals: redeemed.email } }] },
    data: { emailVerified: true },
    req,
    overrideAccess: true,
  })
  return confirmed.docs.length > 0 ? { ok: true } : { ok: false, reason: 'linkInvalid' }
}
