import type { CollectionAfterChangeHook } from 'payload'

import { executorFor } from '@cms/core/db/executorFor'
import type { Booking } from '@cms/payload-types'
import { syncServiceOrders } from '@cms/features/serviceOrders'

const sameServices = (a: Booking['services'], b: Booking['services']) => JSON.stringify([...(a ?? [])].sort()) === JSON.stringify([...(b ?? [])].sort())

/** A booking's additional services become orders for service companies, in the booking's own transaction. */
export const orderServices: CollectionAfterChangeHook<Booking> = async ({ doc, previousDoc, operation, req }) => {
  if (operation === 'update' && sameServices(doc.services, previousDoc?.services)) return doc
  await syncServiceOrders(await executorFor(req), doc.id, doc.services ?? [])
  return doc
}
