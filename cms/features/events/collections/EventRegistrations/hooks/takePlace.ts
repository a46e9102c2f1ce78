import { sql } from '@payloadcms/db-postgres'
import type { CollectionBeforeChangeHook } from 'payload'

import { isVerified } from '@cms/core/access/verified'
import { relationId } from '@cms/core/contract/relationId'
import { FEE_HOLD_MINUTES, REGISTRATION_MESSAGES } from '@cms/features/events/contract/registrations'
import { hasRole } from '@cms/core/contract/roles'
import { executorFor } from '@cms/core/db/executorFor'
import type { EventRegistration } from '@cms/payload-types'
import { refusalError } from '@cms/core/errors/refusalError'

type EventRow = { max_participants: number; open: boolean; entry_fee: string | number | null }

/**
 * A new registration takes a place or a place on the waiting list, decided under a lock on the
 * event's row, in the registration's transaction: however many members register at once, they
 * queue on that lock, each counts the places taken by those before, and no more than
 * `maxParticipants` are ever registered. One live registration per member and event is the
 * database's unique index (see the migration). Only a published event that has not started takes
 * registrations. The place's fee is the event's at this moment, whatever the request says.
 */
export const takePlace: CollectionBeforeChangeHook<EventRegistration> = async ({ data, operation, req }) => {
  if (operation !== 'create') return data
  const admin = hasRole(req.user, 'admin')
  if (req.user && !admin && !isVerified(req.user)) throw refusalError(REGISTRATION_MESSAGES, 'verifyFirst', 403)
  const member = admin ? (relationId(data.member) ?? req.user?.id) : req.user?.id
  const eventId = relationId(data.event)
  if (!member || !eventId) throw refusalError(REGISTRATION_MESSAGES, 'eventClosed', 400)
  const db = await executorFor(req)
  const locked = await db.execute(sql`
    SELECT max_participants, entry_fee, (_status = 'published' AND start_date > now()) AS open FROM events WHERE id = ${eventId} FOR UPDATE`)
  const event = locked.rows[0] as EventRow | undefined
  if (!event?.open) throw refusalError(REGISTRATION_MESSAGES, 'eventClosed', 409)
  const taken = await db.execute(sql`SELECT count(*)::int AS n FROM event_registrations WHERE event_id = ${eventId} AND status = 'registered'`)
  const registered = Number((taken.rows[0] as { n: number }).n)
  const status = registered < event.max_participants ? 'registered' : 'waitlisted'
  const fee = Math.max(0, Math.round(Number(event.entry_fee ?? 0)))
  // A place with a fee is held for its payment; a place on the waiting list is paid once it is given.
  const holdExpiresAt = fee > 0 && status === 'registered' ? new Date(Date.now() + FEE_HOLD_MINUTES * 60_000).toISOString() : null
  return { ...data, event: eventId, member, status, cancelledAt: null, fee, paymentStatus: fee > 0 ? 'unpaid' : 'none', holdExpiresAt }
}
