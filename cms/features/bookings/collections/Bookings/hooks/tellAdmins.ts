import type { CollectionAfterChangeHook } from 'payload'

import { notifyAdmins } from '@cms/features/notifications'
import type { Booking } from '@cms/payload-types'
import { relationId } from '@cms/core/contract/relationId'

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
