import { sendVerificationLink } from '../codeMail'
import { enforce } from '@cms/core/rateLimits'
import type { SessionUser } from '@cms/core/visitorSession'
import { type Visitor, visitorRequest } from '@cms/core/visitor'

/** A new confirmation link for the signed-in member's current address; nothing when it is confirmed. */
export async function resendVerification(visitor: Visitor & { user: SessionUser }): Promise<'sent' | 'alreadyVerified'> {
  if (visitor.user.emailVerified) return 'alreadyVerified'
  const req = await visitorRequest(visitor)
  await enforce(req, [['resendVerification', String(visitor.user.id)]])
  await sendVerificationLink(visitor.payload, visitor.user, visitor.language, req)
  return 'sent'
}
