import { MESSAGES } from '@cms/core/contract/messages'
import { passwordMatches } from '../passwordHash'
import { enforce } from '@cms/core/rateLimits'
import type { SessionUser } from '@cms/core/visitorSession'
import { failedSignInSubject } from '../collections/Users/hooks/signInThrottle'
import { inTransaction } from '@cms/core/db/inTransaction'
import { type Visitor, visitorRequest } from '@cms/core/visitor'
import { refusalError } from '@cms/core/errors/refusalError'

/**
 * Deletes the signed-in member's account once their password confirms it, so a session left
 * open cannot. A wrong password counts as a failed sign-in of the account from this address.
 */
export async function deleteAccount(visitor: Visitor & { user: SessionUser }, password: string): Promise<void> {
  const req = await visitorRequest(visitor)
  const stored = await visitor.payload.db.findOne<{ id: number; hash?: string; salt?: string }>({ collection: 'users', where: { id: { equals: visitor.user.id } }, req })
  if (!stored || !(await passwordMatches(password, stored))) {
    await enforce(req, [['loginAccount', failedSignInSubject(visitor.user.email, visitor.address)]], { message: MESSAGES.locked, code: 'accountLocked' })
    throw refusalError(MESSAGES, 'currentPasswordWrong', 403)
  }
  await inTransaction(req, () => visitor.payload.delete({ collection: 'users', id: visitor.user.id, req, overrideAccess: false }))
}
