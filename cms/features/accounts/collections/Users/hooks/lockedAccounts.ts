import { APIError, type CollectionBeforeChangeHook, type CollectionBeforeLoginHook } from 'payload'

import { MESSAGES } from '@cms/core/contract/messages'
import type { User } from '@cms/payload-types'
import { refusalError } from '@cms/core/errors/refusalError'

/** A locked account ends every session it has at once: its tokens stop working on the site and in the CMS. */
export const lockEndsSessions: CollectionBeforeChangeHook<User> = ({ data, operation, originalDoc }) => {
  if (operation !== 'update' || data.locked !== true || originalDoc?.locked === true) return data
  return { ...data, sessions: [] }
}

/** …and cannot sign in again until an admin unlocks it, whatever the door. */
export const lockedCannotSignIn: CollectionBeforeLoginHook<User> = ({ user }) => {
  if (user.locked) throw new APIError(MESSAGES.accountSuspended, 403, { code: 'accountSuspended' }, true)
  return user
}

/** An admin cannot lock themselves out, nor take their own admin role (another admin can). */
export const adminKeepsOwnAccess: CollectionBeforeChangeHook<User> = ({ data, operation, originalDoc, req }) => {
  if (operation !== 'update' || !originalDoc || req.user?.id !== originalDoc.id) return data
  if (data.locked === true && originalDoc.locked !== true) throw refusalError(MESSAGES, 'cannotLockYourself', 400)
  const hadAdmin = originalDoc.roles?.includes('admin')
  if (hadAdmin && Array.isArray(data.roles) && !data.roles.includes('admin')) throw refusalError(MESSAGES, 'cannotDropOwnAdmin', 400)
  return data
}
