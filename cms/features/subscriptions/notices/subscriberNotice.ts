import { defineNotice } from '@cms/core/notices'
import { writtenMarinaDay } from '@cms/core/contract/marinaDays'
import { RENEWAL_GRACE_DAYS } from '../contract/plans'
import { SUBSCRIPTION_NOTICE_KINDS, subscriptionNoticeEmail } from '../emails/subscriptionNotice'
import { renewsByItself } from '../renewsByItself'
import { formatMoney } from '@cms/core/contract/money'

/**
 * Emails a subscriber what happened to their subscription, in the language they subscribed in:
 * sent once the change is committed, by the payment's settling (started, renewed) or by the
 * renewal run (renewal failed, lapsed).
 */
export const subscriberNotice = defineNotice({
  slug: 'tellSubscriber',
  label: 'Email a subscriber what happened to their subscription',
  kinds: SUBSCRIPTION_NOTICE_KINDS,
  write: async (payload, subscriptionId, kind) => {
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
        price: formatMoney(language, subscription.price),
        period: subscription.period,
        until: day(end),
        graceUntil: day(new Date(end.getTime() + RENEWAL_GRACE_DAYS * 86_400_000)),
        renews: renewsByItself(payload, subscription),
        plansPath: subscription.kind === 'business' ? '/business-subscriptions' : '/subscription-plans',
        language,
      }),
    })
  },
})
