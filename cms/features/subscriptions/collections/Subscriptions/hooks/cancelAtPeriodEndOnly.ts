import { type CollectionBeforeChangeHook, ValidationError } from 'payload'

import type { Subscription } from '@cms/payload-types'

/**
 * After it is created, a subscription changes in one way by anyone's hand: it ends at the
 * period's end, or goes on renewing. That is a choice only while it is active; every other field
 * is the payment flow's (the fields' own access).
 */
export const cancelAtPeriodEndOnly: CollectionBeforeChangeHook<Subscription> = ({ data, operation, originalDoc }) => {
  if (operation !== 'update' || !originalDoc) return data
  const wanted = data.cancelAtPeriodEnd
  if (wanted !== undefined && wanted !== originalDoc.cancelAtPeriodEnd && originalDoc.status !== 'active') {
    throw new ValidationError({ collection: 'subscriptions', errors: [{ path: 'cancelAtPeriodEnd', message: 'notActive' }] })
  }
  return data
}
