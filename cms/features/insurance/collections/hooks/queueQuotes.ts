import { BOOKINGS_QUEUE } from '@cms/core/queues'
import type { CollectionAfterChangeHook } from 'payload'

import { QUOTE_INSURANCE_TASK } from '../../jobs/quoteInsuranceTask'
import type { QuoteRequest } from '@cms/payload-types'

/** A new request is quoted by a job, queued in the request's transaction: it runs once the request is committed. */
export const queueQuotes: CollectionAfterChangeHook<QuoteRequest> = async ({ doc, operation, req }) => {
  if (operation === 'create') await req.payload.jobs.queue({ task: QUOTE_INSURANCE_TASK, input: { requestId: doc.id }, queue: BOOKINGS_QUEUE, req })
  return doc
}
