import type { PayloadRequest } from 'payload'

import { enforce } from '@cms/core/rateLimits'
import { visitorAddress } from '@cms/core/visitorAddress'

/** Set in `req.context` once a sign-up has been counted, so the collection's hook does not count it twice. */
export const SIGN_UP_COUNTED = 'newsletterSignUpCounted'

/**
 * Counts a sign-up against the visitor's address and against the address signed up: a script
 * cannot fill the table, nor have the portal mail one stranger again and again.
 */
export async function countSignUp(req: PayloadRequest, email: string | null): Promise<void> {
  await enforce(req, [['newsletterSignUp', visitorAddress(req)], ...(email ? [['newsletterPerEmail', email] as const] : [])])
  req.context[SIGN_UP_COUNTED] = true
}
