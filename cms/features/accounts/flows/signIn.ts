import { AuthenticationError } from 'payload'

import type { User } from '@cms/payload-types'
import { type Visitor, visitorRequest } from '@cms/core/visitor'
import { DEVICE_CONTEXT } from '../deviceCookie'

/** The user, their session token, and the device cookie the browser keeps (Set-Cookie). */
export type SignedIn = { user: User; token: string; exp: number; deviceCookie: string | null }

/**
 * Sign-in through Payload's own login operation: the collection's hooks limit it per visitor and
 * per account-and-visitor (RateLimited, 429), upgrade old password hashes, and open a server-side
 * session. Null for a wrong address or password, the same either way. `device` is the browser's
 * device cookie (a browser known to the account keeps its own limits).
 */
export async function signIn(visitor: Visitor, credentials: { email: string; password: string }, device: string | null = null): Promise<SignedIn | null> {
  const req = await visitorRequest(visitor, device ? { [DEVICE_CONTEXT]: device } : {})
  try {
    const result = await visitor.payload.login({ collection: 'users', data: credentials, req, depth: 0 })
    if (!result.token || !result.user || typeof result.exp !== 'number') return null
    return { user: result.user, token: result.token, exp: result.exp, deviceCookie: req.responseHeaders?.get('set-cookie') ?? null }
  } catch (error) {
    if (error instanceof AuthenticationError) return null
    throw error
  }
}
