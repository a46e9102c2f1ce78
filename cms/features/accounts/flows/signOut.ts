import { logoutOperation } from 'payload'

import type { SessionUser } from '@cms/core/visitorSession'
import { type Visitor, visitorRequest } from '@cms/core/visitor'

/** Ends this session on the server: the token stops working everywhere, at once. */
export async function signOut(visitor: Visitor & { user: SessionUser }): Promise<void> {
  const req = await visitorRequest(visitor)
  await logoutOperation({ collection: visitor.payload.collections.users, req })
}
