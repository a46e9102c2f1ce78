import type { CollectionBeforeOperationHook, FieldHook } from 'payload'

import { isStaffUser } from '@cms/core/access/isContentStaff'

/**
 * Marketplaces review a listing before it goes live. An owner's new yacht, and each change an
 * owner makes to a live one, is saved as a draft version (the live page stays as it was) for an
 * editor to publish; whatever `_status` the request asks for. Staff publish as they like.
 */
export const ownersSubmitForReview: CollectionBeforeOperationHook = ({ args, operation, req }) => {
  if ((operation !== 'create' && operation !== 'update') || isStaffUser(req.user) || !req.user) return args
  const data = (args as { data?: Record<string, unknown> }).data
  return { ...args, draft: true, data: { ...data, _status: 'draft' } }
}

/** When the listing began to wait for review: set by an owner's save, cleared once staff publish. */
export const reviewRequestedAt: FieldHook = ({ req, siblingData, originalDoc }) => {
  if (req.user && !isStaffUser(req.user)) return (originalDoc as { reviewRequestedAt?: string | null } | undefined)?.reviewRequestedAt ?? new Date().toISOString()
  if (siblingData._status === 'published') return null
  return (originalDoc as { reviewRequestedAt?: string | null } | undefined)?.reviewRequestedAt ?? null
}
