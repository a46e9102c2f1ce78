import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'

import type { SubscriptionView } from '@cms/features/subscriptions/contract/plans'
import { type Locale, localizedPath } from '@site/i18n'
import { apiRequest, readJson, serverFieldErrors } from '@site/lib/api/client'
import { showToast } from '@site/stores/toasts'
import styles from './Plans.module.css'
import buttons from '@site/ui/kit.module.css'
import { mySubscriptions, periodDay } from './subscriptionsApi'
import { formatMoney } from '@cms/core/contract/money'

/**
 * /account's subscriptions: each active plan, what it costs, until when it is paid and whether it
 * renews; the subscriber ends it at the period's end, or takes that back.
 */
/** The member's subscriptions, as a section of the account page (`className` is the page's card). */
export function MySubscriptions({ locale, className }: { locale: Locale; className?: string }) {
  const { t } = useTranslation()
  const [subscriptions, setSubscriptions] = useState<SubscriptionView[] | null>(null)
  const [working, setWorking] = useState<number | null>(null)
  const [problem, setProblem] = useState<string | null>(null)

  useEffect(() => {
    mySubscriptions(locale).then(setSubscriptions, () => setSubscriptions([]))
  }, [locale])

  const change = async (subscription: SubscriptionView, cancelAtPeriodEnd: boolean) => {
    setProblem(null)
    setWorking(subscription.id)
    try {
      const { subscription: changed } = await readJson<{ subscription: SubscriptionView }>(
        await apiRequest('PATCH', `/api/subscriptions/${subscription.id}?language=${locale}`, { cancelAtPeriodEnd }),
      )
      setSubscriptions((current) => current?.map((each) => (each.id === changed.id ? changed : each)) ?? null)
      showToast({
        title: cancelAtPeriodEnd
          ? t('plans.cancelled', { plan: changed.plan.name, date: periodDay(locale, changed.currentPeriodEnd) })
          : t('plans.resumed', { plan: changed.plan.name }),
      })
    } catch (error) {
      const code = Object.values(serverFieldErrors(error))[0]
      setProblem(t(`plans.error.${code ?? 'generic'}`, { defaultValue: t('plans.error.generic') }))
    } finally {
      setWorking(null)
    }
  }

  return (
    <section className={className} aria-labelledby="account-subscriptions" id="subscriptions" data-subscriptions>
      <h2 id="account-subscriptions">{t('plans.mine')}</h2>
      {subscriptions === null ? (
        <p role="status">{t('plans.loading')}</p>
      ) : subscriptions.length === 0 ? (
        <p>
          {t('plans.mineNone')} <a href={localizedPath(locale, '/subscription-plans')}>{t('plans.mineLink')}</a>
        </p>
      ) : (
        <ul className={styles.subscriptions}>
          {subscriptions.map((subscription) => {
            const until = periodDay(locale, subscription.currentPeriodEnd)
            return (
              <li key={subscription.id} data-subscription={subscription.id}>
                <p>
                  <strong>
                    {t('plans.mineLine', {
                      plan: subscription.plan.name,
                      price: formatMoney(locale, subscription.price, 'RUB'),
                      period: t(`plans.mineLine.${subscription.period}`),
                    })}
                  </strong>
                </p>
                <p>
                  {subscription.renews
                    ? t('plans.renewsOn', { date: until })
                    : subscription.cancelAtPeriodEnd
                      ? t('plans.endsOn', { date: until })
                      : t('plans.paidUntil', { date: until })}
                </p>
                <button
                  type="button"
                  className={subscription.cancelAtPeriodEnd ? buttons.secondary : buttons.danger}
                  disabled={working !== null}
                  onClick={() => void change(subscription, !subscription.cancelAtPeriodEnd)}
                >
                  {subscription.cancelAtPeriodEnd ? t('plans.resume') : t('plans.cancel')}
                </button>
              </li>
            )
          })}
        </ul>
      )}
      <p role="alert" className={buttons.problem}>
        {problem}
      </p>
    </section>
  )
}
