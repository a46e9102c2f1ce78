import { type Visitor, visitorRequest } from '../../auth/flows/visitor'
import type { SessionUser } from '../../auth/visitorSession'
import type { SubscriptionView } from '../../contract/plans'
import type { Subscription } from '../../payload-types'
import { activeProvider } from '../../payments/providers'

type Member = Visitor & { user: SessionUser }

function view(subscription: Subscription, renewsByCard: boolean): SubscriptionView {
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
    renews: renewsByCard && subscription.status === 'active' && !subscription.cancelAtPeriodEnd,
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
  const renews = Boolean(activeProvider(visitor.payload).chargeSavedCard)
  return docs.map((subscription) => view(subscription, renews && Boolean(subscription.savedCard)))
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
  return view(updated, Boolean(activeProvider(visitor.payload).chargeSavedCard && updated.savedCard))
}
