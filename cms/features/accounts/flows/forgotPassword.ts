import { sendResetCode } from '../codeMail'
import { enforce } from '@cms/core/rateLimits'
import { type Visitor, visitorRequest } from '@cms/core/visitor'

/**
 * Emails a 6-digit reset code (spec 4.2): 15 minutes, 5 tries, one use, the latest only. False
 * for an address without an account: the spec's dialog tells it apart (it checks on blur anyway).
 */
export async function forgotPassword(visitor: Visitor, email: string): Promise<boolean> {
  const req = await visitorRequest(visitor)
  await enforce(req, [
    ['forgotPassword', visitor.address],
    ['forgotPasswordPerEmail', email],
  ])
  const { docs } = await visitor.payload.find({ collection: 'users', where: { email: { equals: email } }, limit: 1, depth: 0, overrideAccess: true, req })
  const user = docs[0]
  if (!user) return false
  await sendResetCode(visitor.payload, user, visitor.language, req)
  return true
}
