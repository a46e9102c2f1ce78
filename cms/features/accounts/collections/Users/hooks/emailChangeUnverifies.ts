import type { CollectionBeforeChangeHook } from 'payload'

import type { User } from '@cms/payload-types'

/**
 * A confirmed address is the one the link was mailed to: a new address is unconfirmed until its
 * own link is followed, whoever changes it. What needs a confirmed address (booking, submitting
 * content, adding yachts) then waits for that.
 */
export const emailChangeUnverifies: CollectionBeforeChangeHook<User> = ({ data, operation, originalDoc }) => {
  if (operation !== 'update' || typeof data.email !== 'string' || !originalDoc) return data
  if (data.email.trim().toLowerCase() === originalDoc.email.trim().toLowerCase()) return data
  return { ...data, emailVerified: false }
}
