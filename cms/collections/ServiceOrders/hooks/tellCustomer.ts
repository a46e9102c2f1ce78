import type { CollectionAfterChangeHook } from 'payload'

import { TELL_SERVICE_TAKEN_TASK } from '../../../jobs/tellServiceTakenTask'
import { BOOKINGS_QUEUE } from '../../../jobs/expireBookingHoldsTask'
import type { ServiceOrder } from '../../../payload-types'

/** Once an order's taking is committed, the charter's customer hears who will provide the service. */
export const tellCustomerOfTaking: CollectionAfterChangeHook<ServiceOrder> = async ({ doc, previousDoc, req }) => {
  if (doc.status === 'accepted' && previousDoc?.status !== 'accepted') {
    await req.payload.jobs.queue({ task: TELL_SERVICE_TAKEN_TASK, input: { orderId: doc.id }, queue: BOOKINGS_QUEUE, req })
  }
  return doc
}
