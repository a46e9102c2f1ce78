import type { CollectionBeforeOperationHook } from 'payload'

import { enforce, rateLimitsApply } from '@cms/core/rateLimits'
import { visitorAddress } from '@cms/core/visitorAddress'
import { isStaffUser } from '@cms/core/access/isContentStaff'
import { REGISTRATION_FLOW } from '@cms/core/trustedFlows'

const emailOf = (data: unknown) => {
  const email = (data as { email?: unknown } | undefined)?.email
  return typeof email === 'string' ? email.trim().toLowerCase() : ''
}

/**
 * The per-visitor limits of the account doors that are not sign-in (see signInThrottle):
 * registration, and Payload's own forgot-password, reset-password and unlock endpoints on the
 * CMS. The CMS's emailed reset link is for staff: for anyone else the request is answered the
 * same, but no mail goes out (members reset with the portal's emailed code).
 */
export const authDoorLimits: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  if (!rateLimitsApply(req)) return args
  const address = visitorAddress(req)
  const { data } = args as { data?: unknown }
  switch (operation) {
    case 'create':
      if (req.context?.[REGISTRATION_FLOW] === true) await enforce(req, [['register', address]])
      return args
    case 'forgotPassword': {
      const email = emailOf(data)
      await enforce(req, [
        ['forgotPassword', address],
        ['forgotPasswordPerEmail', email],
      ])
      const account = await req.payload.find({ collection: 'users', where: { email: { equals: email } }, limit: 1, depth: 0, overrideAccess: true, req })
      return isStaffUser(account.docs[0]) ? args : { ...args, disableEmail: true }
    }
    case 'resetPassword':
      await enforce(req, [['resetPassword', address]])
      return args
    case 'unlock':
      await enforce(req, [['unlock', address]])
      return args
    default:
      return args
  }
}
