import { siteLink } from '@cms/core/email/siteLink'
import { emailLayout, type EmailContent } from '@cms/core/email/layout'

/** What happened to a subscription that its subscriber is told of. */
export const SUBSCRIPTION_NOTICE_KINDS = ['started', 'renewed', 'renewalFailed', 'lapsed'] as const
type SubscriptionNoticeKind = (typeof SUBSCRIPTION_NOTICE_KINDS)[number]

type Values = {
  kind: SubscriptionNoticeKind
  plan: string
  /** As written for the reader ("990 ₽"). */
  price: string
  period: 'month' | 'year'
  /** The day the period ends (or ended), written for the reader. */
  until: string
  /** For a failed renewal: the last day it can still be paid before the subscription ends. */
  graceUntil?: string
  /** Whether the provider renews by itself with the kept card. */
  renews: boolean
  /** Where its kind of plan is taken: /subscription-plans or /business-subscriptions. */
  plansPath: string
  language: 'ru' | 'en'
}

/** The subscriber's emails: taken, renewed, a renewal the card declined, ended. Each links to where the subscription is managed. */
export function subscriptionNoticeEmail({ kind, plan, price, period, until, graceUntil, renews, plansPath, language }: Values): EmailContent {
  if (language === 'en') {
    const per = period === 'year' ? 'year' : 'month'
    const manage = { href: siteLink('en', '/account#subscriptions'), label: 'Manage your subscription' }
    switch (kind) {
      case 'started':
        return emailLayout({
          subject: `Your “${plan}” subscription has started`,
          paragraphs: [
            `Thank you: your “${plan}” subscription is active until ${until}.`,
            renews
              ? `It renews by itself for ${price} a ${per} with the card you paid with. You can cancel at any time; it then ends on the last day you paid for.`
              : `It ends on ${until} unless you take the plan again.`,
          ],
          link: manage,
        })
      case 'renewed':
        return emailLayout({
          subject: `Your “${plan}” subscription was renewed`,
          paragraphs: [`Your “${plan}” subscription was renewed until ${until}.`, `${price} was charged to the card you subscribed with.`],
          link: manage,
        })
      case 'renewalFailed':
        return emailLayout({
          subject: `We could not renew your “${plan}” subscription`,
          paragraphs: [
            `The card you subscribed with declined the renewal of ${price} for your “${plan}” subscription.`,
            `We will try again tomorrow. If it is not paid by ${graceUntil ?? until}, the subscription ends; you can then take the plan again with another card.`,
          ],
          link: manage,
        })
      case 'lapsed':
        return emailLayout({
          subject: `Your “${plan}” subscription has ended`,
          paragraphs: [`Your “${plan}” subscription ended on ${until}.`, 'You can take a plan again at any time.'],
          link: { href: siteLink('en', plansPath), label: 'See the plans' },
        })
    }
  }
  const per = period === 'year' ? 'год' : 'месяц'
  const manage = { href: siteLink('ru', '/account#subscriptions'), label: 'Управление подпиской' }
  switch (kind) {
    case 'started':
      return emailLayout({
        subject: `Подписка «${plan}» оформлена`,
        paragraphs: [
          `Спасибо! Подписка «${plan}» действует до ${until}.`,
          renews
            ? `Она продлевается сама: ${price} за ${per} с карты, которой вы платили. Отменить можно в любой момент; тогда подписка закончится в последний оплаченный день.`
            : `Она закончится ${until}, если не оформить её снова.`,
        ],
        link: manage,
      })
    case 'renewed':
      return emailLayout({
        subject: `Подписка «${plan}» продлена`,
        paragraphs: [`Подписка «${plan}» продлена до ${until}.`, `С карты, которой вы оформляли подписку, списано ${price}.`],
        link: manage,
      })
    case 'renewalFailed':
      return emailLayout({
        subject: `Не удалось продлить подписку «${plan}»`,
        paragraphs: [
          `Карта, которой вы оформляли подписку «${plan}», отклонила списание ${price} за продление.`,
          `Завтра мы попробуем ещё раз. Если оплата не пройдёт до ${graceUntil ?? until}, подписка закончится; тогда её можно оформить снова с другой карты.`,
        ],
        link: manage,
      })
    case 'lapsed':
      return emailLayout({
        subject: `Подписка «${plan}» закончилась`,
        paragraphs: [`Подписка «${plan}» закончилась ${until}.`, 'Оформить тариф снова можно в любой момент.'],
        link: { href: siteLink('ru', plansPath), label: 'Посмотреть тарифы' },
      })
  }
}
