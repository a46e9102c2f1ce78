import type { CollectionAfterChangeHook } from 'payload'

import { TAKEN_NOTICE_DELAY_MINUTES } from '@cms/features/serviceOrders/contract/serviceOrders'
import { serviceTakenNotice } from '@cms/features/serviceOrders/notices/serviceTakenNotice'
import type { ServiceOrder } from '@cms/payload-types'

/**
 * Once an order's taking is committed, the charter's customer hears who will provide the service,
 * when the company has kept it TAKEN_NOTICE_DELAY_MINUTES: a company that takes and hands back at
 * once is never named to the customer (the notice checks it still holds the order).
 */
export const tellCustomerOfTaking: CollectionAfterChangeHook<ServiceOrder> = async ({ doc, previousDoc, req }) => {
  if (doc.status === 'accepted' && previousDoc?.status !== 'accepted') {
    await serviceTakenNotice.afterCommit(req, doc.id, 'taken', { waitUntil: new Date(Date.now() + TAKEN_NOTICE_DELAY_MINUTES * 60_000) })
  }
  return doc
}
