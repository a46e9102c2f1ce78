import { type ReactNode, useCallback, useEffect, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'

import type { PaymentNextStep } from '@cms/features/payments/contract/payments'
import { type BillingPeriod, BUSINESS_ROLES, OWNER_FREE_YACHTS, type PlanCard, type PlanKind, type SubscriptionView } from '@cms/features/subscriptions/contract/plans'
import { localizedPath } from '@site/i18n'
import { apiRequest, readJson, serverFieldErrors, serverMessage } from '@site/lib/api/client'
import { loadSession, type SessionUser } from '@site/stores/session'
import styles from '@site/ui/kit.module.css'
import type { CardFormStep } from '@site/ui/cardPayment'
import { CardForm } from '@site/ui/CardForm'
import { IslandI18n, type IslandStrings } from '@site/ui/IslandI18n'
import { LoadErrorBoundary } from '@site/ui/LoadErrorBoundary'
import own from './Plans.module.css'
import { mySubscriptions, periodDay } from './subscriptionsApi'
import { formatMoney } from '@cms/core/contract/money'

type Props = IslandStrings & { plans: PlanCard[]; kind: PlanKind }

/**
 * /subscription-plans (and /plans), /business-subscriptions: the CMS's plans of one kind with
 * their prices by the month or the year and the benefits the portal applies; a signed-in member
 * takes one and pays by card (or on the provider's page), and sees which one is theirs.
 */
export default function PlansPageIsland(props: Props) {
  return (
    <LoadErrorBoundary>
      <IslandI18n locale={props.locale} strings={props.strings}>
        <Plans {...props} />
      </IslandI18n>
    </LoadErrorBoundary>
  )
}

function Plans({ plans, kind, locale }: Props) {
  const { t } = useTranslation()
  const id = useId()
  const [period, setPeriod] = useState<BillingPeriod>('month')
  const [user, setUser] = useState<SessionUser | null | undefined>(undefined)
  const [mine, setMine] = useState<SubscriptionView | null>(null)
  const [working, setWorking] = useState<number | null>(null)
  const [payment, setPayment] = useState<{ plan: PlanCard; step: CardFormStep } | null>(null)
  const [problem, setProblem] = useState<string | null>(null)
  const [done, setDone] = useState<string | null>(null)

  const refresh = useCallback(async () => {
    const found = (await mySubscriptions(locale)).find((subscription) => subscription.kind === kind) ?? null
    setMine(found)
    return found
  }, [kind, locale])
  useEffect(() => {
    // Back from a provider's own payment page, which sends only those who paid to ?payment=done.
    if (new URLSearchParams(window.location.search).get('payment') === 'done') setDone(t('plans.startedBack'))
    void loadSession()
      .catch(() => null)
      .then(async (signedIn) => {
        setUser(signedIn)
        if (signedIn) await refresh().catch(() => null)
      })
  }, [t, refresh])

  const errorText = (code: string) => t(`plans.error.${code}`, { defaultValue: t('plans.error.generic') })
  const subscribe = async (plan: PlanCard) => {
    setProblem(null)
    setWorking(plan.id)
    try {
      const { next } = await readJson<{ next: PaymentNextStep }>(await apiRequest('POST', '/api/subscriptions', { plan: plan.id, period, language: locale }))
      if (next.kind === 'redirect') window.location.assign(next.url)
      else setPayment({ plan, step: next })
    } catch (error) {
      const code = Object.values(serverFieldErrors(error))[0]
      setProblem(code ? errorText(code) : (serverMessage(error) ?? t('plans.error.generic')))
    } finally {
      setWorking(null)
    }
  }

  const business = kind === 'business'
  const mayTake = user && (!business || BUSINESS_ROLES.some((role) => user.roles.includes(role)))
  let action: (plan: PlanCard) => ReactNode
  if (user === undefined) action = () => null
  else if (!user)
    action = () => (
      <a className={styles.secondary} href={localizedPath(locale, '/auth')}>
        {t('plans.signIn')}
      </a>
    )
  else if (!mayTake) action = () => null
  else
    action = (plan) =>
      mine?.plan.id === plan.id ? (
        <p className={own.current}>{t('plans.current')}</p>
      ) : (
        <button type="button" className={styles.primary} disabled={working !== null || payment !== null || mine !== null} onClick={() => void subscribe(plan)}>
          {working === plan.id ? t('plans.working') : t('plans.subscribe', { plan: plan.name })}
        </button>
      )

  return (
    <section className={own.plans} aria-labelledby={`${id}-title`} data-plans={kind}>
      <h2 id={`${id}-title`}>{business ? t('plans.businessTitle') : t('plans.memberTitle')}</h2>
      {plans.length === 0 ? (
        <p className={styles.note}>{t('plans.none')}</p>
      ) : (
        <>
          <fieldset className={own.periods} disabled={payment !== null}>
            <legend>{t('plans.period')}</legend>
            {(['month', 'year'] as const).map((value) => (
              <label key={value} className={own.period}>
                <input type="radio" name={`${id}-period`} checked={period === value} onChange={() => setPeriod(value)} />
                {t(`plans.period.${value}`)}
              </label>
            ))}
          </fieldset>
          <ul className={own.cards}>
            {plans.map((plan) => (
              <li key={plan.id} className={own.card} data-plan={plan.id} aria-current={mine?.plan.id === plan.id ? 'true' : undefined}>
                <h3>{plan.name}</h3>
                <p className={styles.note}>{plan.summary}</p>
                <p className={own.price}>
                  {period === 'year'
                    ? t('plans.perYear', { price: formatMoney(locale, plan.yearlyPrice, 'RUB') })
                    : t('plans.perMonth', { price: formatMoney(locale, plan.monthlyPrice, 'RUB') })}
                </p>
                {period === 'year' && plan.monthlyPrice * 12 > plan.yearlyPrice && (
                  <p className={styles.note}>{t('plans.yearSaves', { amount: formatMoney(locale, plan.monthlyPrice * 12 - plan.yearlyPrice, 'RUB') })}</p>
                )}
                <ul className={own.features}>
                  {plan.bookingDiscountPercent > 0 && <li>{t('plans.discount', { percent: plan.bookingDiscountPercent })}</li>}
                  {plan.maxYachts !== null && <li>{t('plans.maxYachts', { count: plan.maxYachts })}</li>}
                  {plan.featuredPlacement && <li>{t('plans.featured')}</li>}
                  {plan.features.map((feature) => (
                    <li key={feature}>{feature}</li>
                  ))}
                </ul>
                {action(plan)}
              </li>
            ))}
          </ul>
          {business && <p className={styles.note}>{t('plans.freeYachts', { count: OWNER_FREE_YACHTS })}</p>}
          {user && !mayTake && <p className={styles.note}>{t('plans.businessOnly')}</p>}
          <p className={styles.note}>{t('plans.renewNote')}</p>
        </>
      )}
      <p className={styles.problem} role="alert">
        {problem}
      </p>
      {payment && (
        <CardForm
          step={payment.step}
          locale={locale}
          onSucceeded={() => {
            const plan = payment.plan
            setPayment(null)
            // The gateway told the portal before it answered: the subscription is active now.
            void refresh().then((found) => setDone(t('plans.started', { plan: plan.name, date: periodDay(locale, found?.currentPeriodEnd ?? null) })))
          }}
        />
      )}
      {done && (
        <div className={styles.done} role="status">
          <p>{done}</p>
        </div>
      )}
    </section>
  )
}
