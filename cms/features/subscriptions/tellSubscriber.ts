import type { Payload } from 'payload'

import { writtenMarinaDay } from '@cms/features/bookings/marinaDays'
import { RENEWAL_GRACE_DAYS } from './contract/plans'
import { writtenRoubles } from '@cms/core/email/roubles'
import { type SubscriptionNoticeKind, subscriptionNoticeEmail } from './emails/subscriptionNotice'
import { requestSiteRebuild } from '@cms/features/publishing/requestSiteRebuild'
import { renewsByItself } from './renewsByItself'

/**
 * Emails a subscriber what happened to their subscription, in the language they subscribed in.
 * Mail that cannot be sent is logged: the subscription's change stands.
 */
export async function tellSubscriber(payload: Payload, subscriptionId: number, kind: SubscriptionNoticeKind): Promise<void> {
  try {
    const subscription = await payload.findByID({ collection: 'subscriptions', id: subscriptionId, depth: 1, overrideAccess: true, showHiddenFields: true })
    const language = subscription.language === 'en' ? 'en' : 'ru'
    const subscriber = typeof subscription.subscriber === 'object' ? subscription.subscriber : null
    const plan = typeof subscription.plan === 'object' ? subscription.plan : null
    if (!subscriber || !plan) return
    const planName = (await payload.findByID({ collection: 'plans', id: plan.id, locale: language, depth: 0, overrideAccess: true })).name
    const day = (at: Date) => writtenMarinaDay(language, at)
    const end = new Date(subscription.lapsedAt ?? subscription.currentPeriodEnd ?? Date.now())
    await payload.sendEmail({
      to: subscriber.email,
      ...subscriptionNoticeEmail({
        kind,
        plan: planName,
        price: writtenRoubles(language, subscription.price),
        period: subscription.period,
        until: day(end),
        graceUntil: day(new Date(end.getTime() + RENEWAL_GRACE_DAYS * 86_400_000)),
        renews: renewsByItself(payload, subscription),
        plansPath: subscription.kind === 'business' ? '/business-subscriptions' : '/subscription-plans',
        language,
      }),
    })
  } catch (error) {
    payload.logger.error({ err: error }, `subscription ${subscriptionId}: the subscriber could not be told (${kind})`)
  }
}

/**
 * After a subscription's payment settled: the subscriber is told, and a business tier that puts
 * yachts first in the catalogue has the site rebuilt so they show there.
 */
export async function subscriptionPaid(payload: Payload, subscriptionId: number, outcome: 'confirmed' | 'renewed'): Promise<void> {
  await tellSubscriber(payload, subscriptionId, outcome === 'confirmed' ? 'started' : 'renewed')
  if (outcome === 'confirmed') await rebuildIfFeatured(payload, subscriptionId)
}

/** A business tier with featured placement that starts or ends changes the catalogue's order. */
export async function rebuildIfFeatured(payload: Payload, subscriptionId: number): Promise<void> {
  const { rows } = await payload.db.pool.query<{ featured: boolean }>(
    `SELECT p.featured_placement AS featured FROM subscriptions s JOIN plans p ON p.id = s.plan_id WHERE s.id = $1 AND s.kind = 'business'`,
    [subscriptionId],
  )
  if (rows[0]?.featured)
    await requestSiteRebuild(payload, `subscription ${subscriptionId}`).catch((error: unknown) => payload.logger.warn({ err: error }, 'site rebuild not queued'))
}
