import type { Access, Where } from 'payload'

import { hasRole } from '@cms/core/contract/roles'

/** Everyone reads the reviews admins have not hidden; an author also their own hidden ones; admins all. */
export const visibleOrOwnReview: Access = ({ req: { user } }) => {
  if (hasRole(user, 'admin')) return true
  const visible: Where = { hidden: { not_equals: true } }
  return user ? { or: [visible, { author: { equals: user.id } }] } : visible
}

/**
 * Admins change any review (hiding it); its author their own; the reviewed yacht's owner its
 * reviews (to answer). Which fields each may change, and until when, is hooks/writeReview.ts's to
 * say, with the reason (an author's 48 hours, a hidden review, one answer).
 */
export const reviewChangers: Access = ({ req: { user } }) => {
  if (!user) return false
  if (hasRole(user, 'admin')) return true
  const theirs: Where[] = [{ author: { equals: user.id } }, { 'yacht.owner': { equals: user.id } }]
  return { or: theirs }
}
