import { visitorRequest, type Member } from '@cms/core/visitor'
import type { PaymentNextStep } from '@cms/features/payments/contract/payments'
import type { SubscribeRequest } from '../contract/plans'
import { openPayment } from '@cms/features/payments'

/**
 * Starts a member's subscription: stored pending at the plan's price (the collection's
 * priceSubscription refuses an unpublished plan, or a business tier to someone who is no owner or
 * service company), then its first period paid through the active provider, which is asked to
 * keep the card for the renewals. The provider's signed callback makes it active (settlePayment).
 */
export async function startSubscription(
  visitor: Member,
  request: SubscribeRequest,
  returnUrl: (plansPath: string) => string,
): Promise<{ subscriptionId: number; next: PaymentNextStep }> {
  const subscription = await visitor.payload.create({
    collection: 'subscriptions',
    data: { subscriber: visitor.user.id, plan: request.plan, period: request.period, language: request.language, kind: 'member', price: 1, currency: 'RUB', status: 'pending' },
    req: await visitorRequest(visitor),
    // No one creates subscriptions but this flow (the collection's create is nobody's); its hooks still price and check it.
    overrideAccess: true,
    // The plan comes back populated in the member's language: its name is the payment's description.
    depth: 1,
    locale: request.language,
  })
  const name = typeof subscription.plan === 'object' ? subscription.plan.name : ''
  const { next } = await openPayment(visitor, {
    purpose: { kind: 'subscription', id: subscription.id },
    amount: subscription.price,
    currency: 'RUB',
    description:
      request.language === 'ru'
        ? `Подписка «${name}», ${request.period === 'year' ? 'год' : 'месяц'}`
        : `“${name}” subscription, one ${request.period === 'year' ? 'year' : 'month'}`,
    customerEmail: visitor.user.email,
    returnUrl: returnUrl(subscription.kind === 'business' ? '/business-subscriptions' : '/subscription-plans'),
    saveCard: true,
  })
  return { subscriptionId: subscription.id, next }
}
