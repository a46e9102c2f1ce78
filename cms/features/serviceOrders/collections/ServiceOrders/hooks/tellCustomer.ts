import type { CollectionAfterChangeHook } from 'payload'

import { tellServiceTakenAfterCommit } from '@cms/features/serviceOrders/jobs/tellServiceTakenTask'
import type { ServiceOrder } from '@cms/payload-types'

/** Once an order's taking is committed, the charter's customer hears who will provide the service. */
export const tellCustomerOfTaking: CollectionAfterChangeHook<ServiceOrder> = async ({ doc, previousDoc, req }) => {
  if (doc.status === 'accepted' && previousDoc?.status !== 'accepted') await tellServiceTakenAfterCommit(req, doc.id)
  return doc
}
