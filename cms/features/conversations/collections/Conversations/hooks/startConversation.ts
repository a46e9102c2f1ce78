import { sql } from '@payloadcms/db-postgres'
import { type CollectionBeforeChangeHook, ValidationError } from 'payload'

import { MESSAGES } from '@cms/core/contract/messages'
import { relationId } from '@cms/core/contract/relationId'
import { executorFor } from '@cms/core/db/executorFor'
import { refusalError } from '@cms/core/errors/refusalError'
import { CONVERSATION_MESSAGES } from '@cms/features/conversations/contract/conversations'
import type { Conversation } from '@cms/payload-types'

type YachtRow = { owner_id: number | null; _status: string | null }
type BookingRow = { customer_id: number | null; yacht_id: number | null; status: string }

/**
 * A conversation is started by one of its parties, never for others:
 * - a question: its asker is the guest, of a published yacht with an owner, not their own;
 * - a booking's: the booking decides the guest (its customer) and the yacht, and whoever starts it
 *   is a party (the customer, the yacht's owner, the crew on the charter).
 * Each booking has one conversation and each guest one question thread per yacht (unique indexes).
 */
export const startConversation: CollectionBeforeChangeHook<Conversation> = async ({ data, operation, req }) => {
  if (operation !== 'create') return data
  const user = req.user
  if (!user) throw refusalError(MESSAGES, 'notSignedIn', 401)
  const db = await executorFor(req)
  if (data.kind === 'booking') {
    const bookingId = relationId(data.booking)
    if (!bookingId) throw new ValidationError({ collection: 'conversations', errors: [{ path: 'booking', message: 'required' }] })
    const booking = (await db.execute(sql`SELECT customer_id, yacht_id, status FROM bookings WHERE id = ${bookingId}`)).rows[0] as BookingRow | undefined
    if (!booking?.yacht_id || !booking.customer_id) throw refusalError(MESSAGES, 'notFound', 404)
    if (booking.status === 'cancelled') throw refusalError(CONVERSATION_MESSAGES, 'bookingClosed', 409)
    const draft = { ...data, booking: bookingId, guest: booking.customer_id, yacht: booking.yacht_id, lastMessageAt: new Date().toISOString() }
    // The parties are worked out as for a stored conversation: the same rule for starting and reading.
    const owner = (await db.execute(sql`SELECT owner_id FROM yachts WHERE id = ${booking.yacht_id}`)).rows[0] as { owner_id: number | null } | undefined
    const crew = await db.execute(sql`SELECT users_id FROM bookings_rels WHERE parent_id = ${bookingId} AND path = 'crew'`)
    const parties = [booking.customer_id, owner?.owner_id, ...(crew.rows as { users_id: number }[]).map((row) => row.users_id)]
    if (!parties.includes(user.id)) throw refusalError(MESSAGES, 'notFound', 404)
    return draft
  }
  const yachtId = relationId(data.yacht)
  if (!yachtId) throw new ValidationError({ collection: 'conversations', errors: [{ path: 'yacht', message: 'required' }] })
  const yacht = (await db.execute(sql`SELECT owner_id, _status FROM yachts WHERE id = ${yachtId}`)).rows[0] as YachtRow | undefined
  if (yacht?._status !== 'published') throw refusalError(MESSAGES, 'notFound', 404)
  if (!yacht.owner_id) throw refusalError(CONVERSATION_MESSAGES, 'noOwner', 409)
  if (yacht.owner_id === user.id) throw refusalError(CONVERSATION_MESSAGES, 'ownYacht', 400)
  return { ...data, kind: 'question' as const, booking: null, guest: user.id, yacht: yachtId, lastMessageAt: new Date().toISOString() }
}
