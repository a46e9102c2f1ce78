import { sql } from '@payloadcms/db-postgres'
import type { CollectionBeforeChangeHook } from 'payload'

import { relationId } from '@cms/core/contract/relationId'
import { FEE_HOLD_AFTER_WAITLIST_HOURS, REGISTRATION_MESSAGES } from '@cms/features/events/contract/registrations'
import { hasRole } from '@cms/core/contract/roles'
import { executorFor } from '@cms/core/db/executorFor'
import type { EventRegistration } from '@cms/payload-types'
import { refusalError } from '@cms/core/errors/refusalError'

/** Where a cancellation leaves, for `afterChange`, the registration it moved up from the waiting list. */
export const PROMOTED_REGISTRATION = 'promotedRegistration'
/**
 * Set by the server to the id of a place whose time to pay has lapsed (expireRegistrationHoldsTask),
 * which it may cancel though it is no one's request. A request's context is the server's own: no
 * REST call can set it.
 */
export const RELEASE_LAPSED_HOLD = 'releaseLapsedHold'

/**
 * A registration changes in two ways only: its member shows or hides their name, or it is
 * cancelled (for good). Cancelling a registered place gives it, under the event's lock, to the
 * first member on the waiting list, in the same transaction; `afterChange` tells them. A place with
 * a fee they are given is held a day for its payment (no later than the event's start).
 */
export const cancelOnly: CollectionBeforeChangeHook<EventRegistration> = async ({ data, originalDoc, operation, req }) => {
  if (operation !== 'update' || !originalDoc) return data
  const next: Partial<EventRegistration> = {
    ...data,
    event: originalDoc.event,
    member: originalDoc.member,
    status: originalDoc.status,
    cancelledAt: originalDoc.cancelledAt,
    // The fee and its payment are the server's: only the payment flows (and refundPaidPlace) change them.
    fee: originalDoc.fee,
    paymentStatus: originalDoc.paymentStatus,
    holdExpiresAt: originalDoc.holdExpiresAt,
  }
  const wanted = data.status ?? originalDoc.status
  if (wanted === originalDoc.status) return next
  if (wanted !== 'cancelled' || originalDoc.status === 'cancelled') throw refusalError(REGISTRATION_MESSAGES, 'onlyCancel', 409)
  const released = req.context[RELEASE_LAPSED_HOLD] === originalDoc.id
  if (!released && !hasRole(req.user, 'admin') && relationId(originalDoc.member) !== req.user?.id) throw refusalError(REGISTRATION_MESSAGES, 'notRegistered', 403)
  const eventId = relationId(originalDoc.event)
  const db = await executorFor(req)
  await db.execute(sql`SELECT id FROM events WHERE id = ${eventId} FOR UPDATE`)
  // The row as it is now, under the lock: a second cancel of the same place promotes no one.
  const current = await db.execute(sql`SELECT status, payment_status FROM event_registrations WHERE id = ${originalDoc.id} FOR UPDATE`)
  const row = current.rows[0] as { status?: string; payment_status?: EventRegistration['paymentStatus'] } | undefined
  const status = row?.status
  // Paid by a callback since the document was read: refundPaidPlace must see it.
  if (row?.payment_status) next.paymentStatus = row.payment_status
  if (status === 'cancelled') throw refusalError(REGISTRATION_MESSAGES, 'notRegistered', 409)
  if (released) {
    const lapsed = await db.execute(sql`SELECT 1 FROM event_registrations WHERE id = ${originalDoc.id} AND payment_status = 'unpaid' AND hold_expires_at <= now()`)
    if (lapsed.rows.length === 0) throw refusalError(REGISTRATION_MESSAGES, 'holdNotLapsed', 409)
  }
  if (status === 'registered') {
    const promoted = await db.execute(sql`
      UPDATE event_registrations SET status = 'registered', updated_at = now(),
             hold_expires_at = CASE WHEN payment_status = 'unpaid'
               THEN least(now() + make_interval(hours => ${FEE_HOLD_AFTER_WAITLIST_HOURS}), (SELECT start_date FROM events WHERE id = ${eventId})) END
       WHERE id = (SELECT id FROM event_registrations WHERE event_id = ${eventId} AND status = 'waitlisted' ORDER BY created_at, id LIMIT 1 FOR UPDATE)
       RETURNING id`)
    const promotedId = (promoted.rows[0] as { id: number } | undefined)?.id
    if (promotedId) req.context[PROMOTED_REGISTRATION] = promotedId
  }
  next.status = 'cancelled'
  next.cancelledAt = new Date().toISOString()
  return next
}
