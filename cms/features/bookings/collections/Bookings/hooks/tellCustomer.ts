import type { CollectionAfterChangeHook } from 'payload'

import { customerNotice } from '@cms/features/bookings/notices/customerNotice'
import type { Booking } from '@cms/payload-types'
import { relationId } from '@cms/core/contract/relationId'

/**
 * The customer hears, once the change is committed, of each change to their booking made through
 * the collection: a new booking or request, an owner's confirmation or refusal, a cancellation
 * (with what came back). Payments settled by the provider's callback tell them from there
 * (cms/features/payments/flows/settlePayment.ts).
 */
export const tellCustomerOfChanges: CollectionAfterChangeHook<Booking> = async ({ doc, previousDoc, operation, req }) => {
  if (operation === 'create') await customerNotice.afterCommit(req, doc.id, doc.awaitingOwner ? 'requested' : 'received')
  else if (previousDoc && previousDoc.weatherCallOff !== doc.weatherCallOff && (doc.weatherCallOff === 'awaiting' || doc.weatherCallOff === 'rescheduled')) {
    await customerNotice.afterCommit(req, doc.id, doc.weatherCallOff === 'awaiting' ? 'calledOff' : 'rescheduled')
  } else if (previousDoc && previousDoc.status !== doc.status) {
    if (doc.status === 'confirmed') await customerNotice.afterCommit(req, doc.id, 'confirmed')
    else if (doc.status === 'cancelled')
      await customerNotice.afterCommit(
        req,
        doc.id,
        previousDoc.awaitingOwner && previousDoc.status === 'pending' && req.user?.id !== relationId(doc.customer) ? 'declined' : 'cancelled',
      )
  }
  return doc
}
