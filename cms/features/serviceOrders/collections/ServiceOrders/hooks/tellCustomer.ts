import type { CollectionAfterChangeHook } from 'payload'

import { serviceTakenNotice } from '@cms/features/serviceOrders/notices/serviceTakenNotice'
import type { ServiceOrder } from '@cms/payload-types'

/** Once an order's taking is committed, the charter's customer hears who will provide the service. */
export const tellCustomerOfTaking: CollectionAfterChangeHook<ServiceOrder> = async ({ doc, previousDoc, req }) => {
  if (doc.status === 'accepted' && previousDoc?.status !== 'accepted') await serviceTakenNotice.afterCommit(req, doc.id, 'taken')
  return doc
}
