import { useStore } from '@nanostores/react'
import { useCallback, useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'

import type { PaymentNextStep } from '@cms/features/payments/contract/payments'
import { FEE_HOLD_MINUTES, type MyRegistration, type ParticipantsView } from '@cms/features/events/contract/registrations'
import type { Locale } from '@site/i18n'
import { apiRequest, getJson, readJson } from '@site/lib/api/client'
import { $session, loadSession } from '@site/stores/session'
import styles from '@site/ui/kit.module.css'
import type { CardFormStep } from '@site/ui/cardPayment'
import { CardForm } from '@site/ui/CardForm'
import { useHoldCountdown } from '@site/ui/useHoldCountdown'
import { IslandI18n, type IslandStrings } from '@site/ui/IslandI18n'
import { LoadErrorBoundary } from '@site/ui/LoadErrorBoundary'
import { registrationProblem } from './registrationProblem'
import { formatMoney } from '@cms/core/contract/money'
import { waitForPayment } from '@site/ui/waitForPayment'

type Props = IslandStrings & { eventId: number; startsAt: string; authPath: string; entryFee: number }

const participantsOf = (eventId: number) => getJson<ParticipantsView>(`/api/events/${eventId}/participants`)

/** The place once the provider's callback has settled its fee (or as it stands after about 10 s). */
const settledView = (eventId: number): Promise<ParticipantsView> =>
  waitForPayment(
    () => participantsOf(eventId),
    (view) => view.me?.paymentStatus === 'unpaid',
  )

/** The event page's participants and the member's own place: register, join the waiting list, cancel. */
export default function EventRegistrationIsland(props: Props) {
  return (
    <LoadErrorBoundary>
      <IslandI18n locale={props.locale} strings={props.strings}>
        <EventRegistration {...props} />
      </IslandI18n>
    </LoadErrorBoundary>
  )
}

function EventRegistration({ eventId, startsAt, authPath, entryFee, locale }: Props) {
  const { t } = useTranslation()
  const user = useStore($session)
  const [view, setView] = useState<ParticipantsView | 'loading' | 'failed'>('loading')
  const [listed, setListed] = useState(false)
  const [working, setWorking] = useState(false)
  const [said, setSaid] = useState<string | null>(null)
  const [problem, setProblem] = useState<string | null>(null)
  const [payment, setPayment] = useState<CardFormStep | null>(null)
  const load = useCallback(
    () =>
      participantsOf(eventId)
        .then(setView)
        .catch(() => setView('failed')),
    [eventId],
  )
  // Back from a provider's own payment page (?payment=done): the callback may still be on its way.
  const settle = useCallback(async () => {
    setSaid(t('registration.checkingPayment'))
    const settled = await settledView(eventId).catch(() => null)
    if (settled) setView(settled)
    setSaid(settled?.me?.paymentStatus === 'paid' ? t('registration.paymentDone') : null)
    if (settled?.me?.paymentStatus !== 'paid') setProblem(t('registration.paymentLate'))
  }, [eventId, t])
  useEffect(() => {
    void loadSession()
      .catch(() => null)
      .then(() => (new URLSearchParams(window.location.search).get('payment') === 'done' ? settle() : load()))
  }, [load, settle])
  const heading = <h2 id={`registration-${eventId}`}>{t('registration.title')}</h2>
  if (view === 'loading' || view === 'failed')
    return (
      <section className={styles.card} aria-labelledby={`registration-${eventId}`}>
        {heading}
        {view === 'loading' ? <p role="status">{t('registration.loading')}</p> : <p role="alert">{t('registration.failed')}</p>}
      </section>
    )

  const act = async (work: () => Promise<unknown>, done: string) => {
    setWorking(true)
    setProblem(null)
    setSaid(null)
    setPayment(null)
    try {
      await work()
      setSaid(done)
    } catch (error) {
      setProblem(registrationProblem(error, t))
    } finally {
      setWorking(false)
      await load()
    }
  }
  const pay = async () => {
    setWorking(true)
    setProblem(null)
    try {
      const { next } = await readJson<{ next: PaymentNextStep }>(await apiRequest('POST', `/api/events/${eventId}/registrations/me/payment`, { method: 'card' }))
      if (next.kind === 'redirect') window.location.assign(next.url)
      else setPayment(next)
    } catch (error) {
      setProblem(registrationProblem(error, t))
      await load()
    } finally {
      setWorking(false)
    }
  }
  const paid = async () => {
    setPayment(null)
    await settle()
  }
  const open = Date.parse(startsAt) > Date.now()
  const full = view.count >= view.capacity
  const mine = view.me
  return (
    <section className={styles.card} aria-labelledby={`registration-${eventId}`} data-registration>
      {heading}
      <p data-registration-count>
        {t('registration.count', { count: view.count, capacity: view.capacity })}
        {view.waitlisted > 0 && (
          <>
            <br />
            {t('registration.waitlisted', { count: view.waitlisted })}
          </>
        )}
      </p>
      {view.names.length > 0 && (
        <p>
          <strong>{t('registration.names')}:</strong> {view.names.join(', ')}
        </p>
      )}
      {mine ? (
        <>
          <MyPlace mine={mine} locale={locale} />
          {mine.status === 'registered' && mine.paymentStatus === 'unpaid' && !payment && (
            <button type="button" className={styles.primary} disabled={working} onClick={() => void pay()}>
              {t('registration.pay', { amount: formatMoney(locale, mine.fee, 'RUB') })}
            </button>
          )}
          {payment && <CardForm step={payment} locale={locale} onSucceeded={() => void paid()} disabled={working} />}
          {mine.paymentStatus === 'paid' && <p className={styles.note}>{t('registration.refundNote')}</p>}
          <button
            type="button"
            className={styles.secondary}
            disabled={working}
            onClick={() => act(() => apiRequest('DELETE', `/api/events/${eventId}/registrations/me`), t('registration.cancelled'))}
          >
            {mine.status === 'registered' ? t('registration.cancel') : t('registration.leaveWaitlist')}
          </button>
        </>
      ) : !open ? (
        <p className={styles.note}>{t('registration.closed')}</p>
      ) : !user ? (
        <a className={styles.primary} href={authPath}>
          {t('registration.signIn')}
        </a>
      ) : !user.emailVerified ? (
        <p className={styles.hold}>{t('registration.verifyFirst')}</p>
      ) : (
        <>
          {full && <p className={styles.note}>{t('registration.full')}</p>}
          {entryFee > 0 && <p className={styles.note}>{t('registration.feeNote', { amount: formatMoney(locale, entryFee, 'RUB'), minutes: FEE_HOLD_MINUTES })}</p>}
          <div className={styles.options}>
            <label>
              <input type="checkbox" checked={listed} onChange={(event) => setListed(event.currentTarget.checked)} /> {t('registration.listed')}
            </label>
          </div>
          <button type="button" className={styles.primary} disabled={working} onClick={() => act(() => apiRequest('POST', `/api/events/${eventId}/registrations`, { listed }), '')}>
            {full ? t('registration.joinWaitlist') : t('registration.register')}
          </button>
        </>
      )}
      <p role="status" className={styles.note}>
        {said}
      </p>
      <p role="alert" className={styles.problem}>
        {problem}
      </p>
    </section>
  )
}

/** What the member's place is: registered (paid, or held for its fee with the time left), or on the waiting list. */
function MyPlace({ mine, locale }: { mine: MyRegistration; locale: Locale }) {
  const { t } = useTranslation()
  const holding = mine.status === 'registered' && mine.paymentStatus === 'unpaid' ? mine.holdExpiresAt : null
  const { left, expired } = useHoldCountdown(holding)
  const amount = formatMoney(locale, mine.fee, 'RUB')
  if (mine.status === 'waitlisted')
    return (
      <>
        <p className={styles.done}>{t('registration.waiting', { position: mine.position })}</p>
        {mine.fee > 0 && <p className={styles.note}>{t('registration.waitingFee', { amount })}</p>}
      </>
    )
  if (mine.paymentStatus === 'paid') return <p className={styles.done}>{t('registration.paid')}</p>
  if (!holding) return <p className={styles.done}>{t('registration.registered')}</p>
  if (expired) return <p className={styles.problem}>{t('registration.holdLapsed')}</p>
  // A quarter of an hour counts down; a day to pay (moved up from the waiting list) names its hour.
  const hourOrMore = Date.parse(holding) - Date.now() > 3_600_000
  const until = new Intl.DateTimeFormat(locale === 'ru' ? 'ru-RU' : 'en-GB', { dateStyle: 'long', timeStyle: 'short' }).format(new Date(holding))
  return (
    <p className={styles.hold} role="timer" aria-live="off">
      {hourOrMore ? t('registration.payUntil', { amount, until }) : t('registration.payLeft', { amount, left })}
    </p>
  )
}
