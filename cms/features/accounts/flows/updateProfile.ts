import type { AccountUpdate } from '../contract/auth'
import type { User } from '@cms/payload-types'
import type { SessionUser } from '@cms/core/visitorSession'
import { type Visitor, visitorRequest } from '@cms/core/visitor'

/** The signed-in member's own profile fields; the collection's field access decides what may change. */
export async function updateProfile(visitor: Visitor & { user: SessionUser }, changes: AccountUpdate): Promise<User> {
  const req = await visitorRequest(visitor)
  return visitor.payload.update({ collection: 'users', id: visitor.user.id, data: changes, depth: 0, req, overrideAccess: false })
}
