import { sql } from '@payloadcms/db-postgres'
import type { CollectionBeforeChangeHook } from 'payload'

import { marinaDayOf } from '@cms/core/contract/marinaDays'
import { MESSAGES } from '@cms/core/contract/messages'
import { hasRole } from '@cms/core/contract/roles'
import { refusalError } from '@cms/core/errors/refusalError'
import { isServiceCompany, mayTakeOrders, SERVICE_ORDER_MESSAGES, type ServiceOrderStatus } from '@cms/features/serviceOrders/contract/serviceOrders'
import { recordAudit } from '@cms/features/admin'
import { enforce } from '@cms/core/rateLimits'
import { executorFor } from '@cms/core/db/executorFor'
import type { ServiceOrder } from '@cms/payload-types'

type LockedOrder = { status: ServiceOrderStatus; provider_id: number | null; booking_status: string; payment_status: string; start_date: string; end_date: string }

const refuse = (code: keyof typeof SERVICE_ORDER_MESSAGES, status: number) => refusalError(SERVICE_ORDER_MESSAGES, code, status)

/**
 * What a change to an order may be, decided from its row locked in the change's transaction (so
 * of two companies taking one order at once, the second finds it taken):
 * - an approved service company that provides the service takes an open order of a paid charter that is
 *   not over; it is then theirs;
 * - the company that took it hands it back before the charter begins (a few a day, each recorded
 *   in the audit log), or marks it done once
 *   the charter has begun;
 * - admins may change anything.
 */
export const decideOrder: CollectionBeforeChangeHook<ServiceOrder> = async ({ data, operation, originalDoc, req }) => {
  if (operation !== 'update' || !originalDoc || hasRole(req.user, 'admin')) return data
  const user = req.user
  if (!user || !isServiceCompany(user)) throw refuse('companiesOnly', 403)
  if (!mayTakeOrders(user)) throw refuse('awaitingApproval', 403)
  const db = await executorFor(req)
  const locked = await db.execute(sql`
    SELECT o.status, o.provider_id, b.status AS booking_status, b.payment_status, b.start_date, b.end_date
      FROM service_orders o JOIN bookings b ON b.id = o.booking_id WHERE o.id = ${originalDoc.id} FOR UPDATE OF o`)
  const order = locked.rows[0] as LockedOrder | undefined
  if (!order) throw refusalError(MESSAGES, 'notFound', 404)
  const asked = data.status
  const kept = { ...data, booking: originalDoc.booking, service: originalDoc.service }
  const unchanged = asked === undefined || (asked === order.status && (asked !== 'accepted' || order.provider_id === user.id))
  if (unchanged) return { ...kept, status: order.status, provider: order.provider_id }
  const today = marinaDayOf(new Date())

  if (asked === 'accepted') {
    if (order.status !== 'open') throw order.provider_id === user.id ? refuse('cannotChange', 409) : refuse('taken', 409)
    if (!(user.providedServices ?? []).includes(originalDoc.service)) throw refuse('notOffered', 403)
    const paidCharter = order.booking_status === 'confirmed' && order.payment_status === 'paid'
    if (!paidCharter || order.end_date < today) throw refuse('notOpen', 409)
    return { ...kept, status: 'accepted', provider: user.id, acceptedAt: new Date().toISOString() }
  }
  if (order.provider_id !== user.id) throw refuse('notYours', 403)
  if (order.status === 'accepted' && asked === 'open' && order.start_date > today) {
    // Handing back is limited and recorded: taking orders to read guests' contacts shows.
    await enforce(req, [['orderRelease', String(user.id)]])
    await recordAudit(req, {
      action: 'order-released',
      targetUser: user.id,
      summary: `Order ${originalDoc.id} (${originalDoc.service}) handed back`,
      details: { order: originalDoc.id },
    })
    return { ...kept, status: 'open', provider: null, acceptedAt: null }
  }
  if (order.status === 'accepted' && asked === 'done') {
    if (order.start_date > today) throw refuse('notYet', 409)
    if (order.booking_status === 'cancelled') throw refuse('notOpen', 409)
    return { ...kept, status: 'done', provider: user.id }
  }
  throw refuse('cannotChange', 409)
}
