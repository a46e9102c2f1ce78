import { visitorRequest, type Member } from '@cms/core/visitor'
import type { SubscriptionView } from '../contract/plans'
import type { Subscription } from '@cms/payload-types'
import { renewsByItself } from '../renewsByItself'

function view(visitor: Member, subscription: Subscription): SubscriptionView {
  const plan = typeof subscription.plan === 'object' ? subscription.plan : null
  return {
    id: subscription.id,
    kind: subscription.kind,
    plan: { id: plan?.id ?? Number(subscription.plan), name: plan?.name ?? '' },
    period: subscription.period,
    price: subscription.price,
    status: subscription.status,
    currentPeriodEnd: subscription.currentPeriodEnd ?? null,
    cancelAtPeriodEnd: subscription.cancelAtPeriodEnd === true,
    renews: subscription.status === 'active' && !subscription.cancelAtPeriodEnd && renewsByItself(visitor.payload, subscription),
    bookingDiscountPercent: subscription.kind === 'member' ? (plan?.bookingDiscountPercent ?? 0) : 0,
  }
}

/** The member's active subscriptions, read as them (the collection shows each member their own), in the page's language. */
export async function mySubscriptions(visitor: Member): Promise<SubscriptionView[]> {
  const { docs } = await visitor.payload.find({
    collection: 'subscriptions',
    where: { and: [{ subscriber: { equals: visitor.user.id } }, { status: { equals: 'active' } }] },
    sort: '-createdAt',
    depth: 1,
    locale: visitor.language,
    limit: 10,
    req: await visitorRequest(visitor),
    overrideAccess: false,
    showHiddenFields: true,
  })
  return docs.map((subscription) => view(visitor, subscription))
}

/**
 * Ends a subscription at its period's end, or takes that back, as the member (the collection
 * lets a subscriber change only this, and only while it is active). `null` when it is not theirs.
 */
export async function changeSubscription(visitor: Member, id: number, cancelAtPeriodEnd: boolean): Promise<SubscriptionView | null> {
  const req = await visitorRequest(visitor)
  const found = await visitor.payload.find({ collection: 'subscriptions', where: { id: { equals: id } }, depth: 0, limit: 1, req, overrideAccess: false })
  if (found.docs.length === 0) return null
  const updated = await visitor.payload.update({
    collection: 'subscriptions',
    id,
    data: { cancelAtPeriodEnd },
    depth: 1,
    locale: visitor.language,
    req,
    overrideAccess: false,
    showHiddenFields: true,
  })
  return view(visitor, updated)
}
