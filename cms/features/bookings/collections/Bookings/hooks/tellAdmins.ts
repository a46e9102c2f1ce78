import type { CollectionAfterChangeHook, Where } from 'payload'

import { notifyAdmins } from '@cms/features/notifications'
import type { Booking } from '@cms/payload-types'
import { relationId } from '@cms/core/contract/relationId'
import { WEATHER_CALL_OFF_MIN, WEATHER_CALL_OFF_SHARE } from '@cms/features/bookings/contract/bookings'

/** The admins hear of each new booking, in its transaction: one that rolls back tells no one. */
export const tellAdminsOfNewBooking: CollectionAfterChangeHook<Booking> = async ({ doc, operation, req }) => {
  if (operation !== 'create') return doc
  const yachtId = relationId(doc.yacht)
  const yacht = yachtId ? await req.payload.findByID({ collection: 'yachts', id: yachtId, depth: 0, locale: 'ru', overrideAccess: true, disableErrors: true, req }) : null
  await notifyAdmins(
    req.payload,
    {
      template: 'bookingCreated',
      values: {
        yacht: yacht?.name ?? `#${yachtId ?? '—'}`,
        dates: `${doc.startDate} – ${doc.endDate}`,
        guests: doc.guests,
        total: `${doc.totalPrice ?? 0} ${doc.currency ?? 'RUB'}`,
        customer: doc.contactName,
      },
      userId: relationId(doc.customer),
      link: `${req.payload.config.serverURL}/admin/collections/bookings/${doc.id}`,
    },
    req,
  )
  return doc
}

/**
 * The admins hear when a yacht is called off for weather more often than a fair share of its
 * charters this year (WEATHER_CALL_OFF_SHARE, at least WEATHER_CALL_OFF_MIN of them): weather is
 * the guarantee's reason, not a way out of charters an owner no longer wants.
 */
export const tellAdminsOfWeatherCallOffs: CollectionAfterChangeHook<Booking> = async ({ doc, previousDoc, req }) => {
  if (doc.weatherCallOff !== 'awaiting' || previousDoc?.weatherCallOff === 'awaiting') return doc
  const yachtId = relationId(doc.yacht)
  if (!yachtId) return doc
  const year = String(doc.startDate).slice(0, 4)
  // Counted in this change's transaction, so that this call-off counts.
  const thisYear: Where[] = [{ yacht: { equals: yachtId } }, { startDate: { like: `${year}-` } }]
  const count = async (where: Where) => (await req.payload.count({ collection: 'bookings', where: { and: [...thisYear, where] }, overrideAccess: true, req })).totalDocs
  const charters = await count({ or: [{ status: { in: ['confirmed', 'completed'] } }, { calledOffAt: { exists: true } }] })
  const calledOff = await count({ calledOffAt: { exists: true } })
  if (calledOff < WEATHER_CALL_OFF_MIN || calledOff <= charters * WEATHER_CALL_OFF_SHARE) return doc
  const yacht = await req.payload.findByID({ collection: 'yachts', id: yachtId, depth: 0, locale: 'ru', overrideAccess: true, disableErrors: true, req })
  await notifyAdmins(
    req.payload,
    {
      template: 'weatherCallOffs',
      values: { yacht: yacht?.name ?? `#${yachtId}`, calledOff, charters, year },
      link: `${req.payload.config.serverURL}/admin/collections/bookings?where[yacht][equals]=${yachtId}&where[calledOffAt][exists]=true`,
    },
    req,
  )
  return doc
}
