import { AuthenticationError } from 'payload'

import type { User } from '@cms/payload-types'
import { type Visitor, visitorRequest } from '@cms/core/visitor'

export type SignedIn = { user: User; token: string; exp: number }

/**
 * Sign-in through Payload's own login operation: the collection's hooks limit it per visitor and
 * per account-and-visitor (RateLimited, 429), upgrade old password hashes, and open a server-side
 * session. Null for a wrong address or password, the same either way.
 */
export async function signIn(visitor: Visitor, credentials: { email: string; password: string }): Promise<SignedIn | null> {
  const req = await visitorRequest(visitor)
  try {
    const result = await visitor.payload.login({ collection: 'users', data: credentials, req, depth: 0 })
    if (!result.token || !result.user || typeof result.exp !== 'number') return null
    return { user: result.user, token: result.token, exp: result.exp }
  } catch (error) {
    if (error instanceof AuthenticationError) return null
    throw error
  }
}
