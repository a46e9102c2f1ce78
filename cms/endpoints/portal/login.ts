import type { Endpoint } from 'payload'
import { AuthenticationError, LockedAuth } from 'payload'

import { clientAddress, email, internal, json, limited, LOCKED_MESSAGE, readObject, signedIn, text } from './plumbing'

/**
 * Sign-in through Payload's own login operation (per-account lockout, password hashes upgraded to
 * PBKDF2-SHA256 600,000 iterations, a server-side session), behind a per-client limit. Answers
 * the portal user, the token (the site sets it as its own cookie) and the cookie line.
 */
export const loginEndpoint: Endpoint = {
  path: '/portal/login',
  method: 'post',
  handler: internal(async (req) => {
    const body = await readObject(req)
    const address = email(body?.email)
    const password = text(body?.password, 128)
    if (!address || !password) return json(400, { error: 'Invalid email or password' })
    const refused = await limited(req, [['login', clientAddress(req)]])
    if (refused) return refused
    try {
      const result = await req.payload.login({ collection: 'users', data: { email: address, password }, req, depth: 1 })
      if (!result.token || !result.user) return json(401, { error: 'Invalid email or password' })
      return signedIn(req, 200, { ...result, user: result.user })
    } catch (error) {
      if (error instanceof LockedAuth) return json(423, { error: LOCKED_MESSAGE })
      if (error instanceof AuthenticationError) return json(401, { error: 'Invalid email or password' })
      throw error
    }
  }),
}
