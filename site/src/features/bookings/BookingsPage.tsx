import { useStore } from '@nanostores/react'
import { AlertDialog } from 'radix-ui'
import { type KeyboardEvent, useCallback, useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'

import type { Locale } from '@site/i18n'
import { serverMessage } from '@site/lib/api/client'
import { hasRole } from '@site/lib/roles'
import { $session } from '@site/stores/session'
import { ServiceOrdersBoard } from '@site/features/serviceOrders/ServiceOrdersBoard'
import { showToast } from '@site/stores/toasts'
import { IslandI18n, type IslandStrings } from '@site/ui/IslandI18n'
import { LoadErrorBoundary } from '@site/ui/LoadErrorBoundary'
import { type BookedYacht, type BookingView, bookingsWithYachts, changeBooking, settledBooking, startPayment } from './bookingApi'
import type { CardFormStep } from '@site/ui/cardPayment'
import styles from '@site/ui/kit.module.css'
import { BookingWeather } from './BookingWeather'
import { WeatherChoice } from './WeatherChoice'
import { BookingReview } from '@site/features/reviews/BookingReview'
import { CardForm } from '@site/ui/CardForm'
import { useSignedInOrAway } from '@site/ui/useSignedInOrAway'
import { formatMoney } from '@cms/core/contract/money'
import { marinaDayOf } from '@cms/core/contract/marinaDays'
import { dayLabel } from '@site/ui/format'

type Props = IslandStrings & { authPath: string; yachtsPath: string }

const TABS = ['upcoming', 'past', 'cancelled'] as const
type Tab = (typeof TABS)[number]

/** /bookings: spec 4.4's history tabs with each booking's details, paying, cancelling, and an owner's answers to requests. */
export default function BookingsPageIsland(props: Props) {
  return (
    <LoadErrorBoundary>
      <IslandI18n locale={props.locale} strings={props.strings}>
        <BookingsPage {...props} />
      </IslandI18n>
    </LoadErrorBoundary>
  )
}

function BookingsPage({ locale, authPath, yachtsPath }: Props) {
  const { t } = useTranslation()
  const user = useStore($session)
  const checked = useSignedInOrAway(authPath)
  // The review invitation links to the Past tab (`?tab=past&booking=N`).
  const [tab, setTab] = useState<Tab>(() => {
    const asked = new URLSearchParams(typeof window === 'undefined' ? '' : window.location.search).get('tab')
    return (TABS as readonly string[]).includes(asked ?? '') ? (asked as Tab) : 'upcoming'
  })
  const [list, setList] = useState<BookingView[] | 'loading' | 'failed'>('loading')
  // The yachts of the bookings listed, read with them: a booking's state changes, its yacht does not.
  const [yachts, setYachts] = useState<Map<number, BookedYacht>>(new Map())
  const tabRefs = useRef<Record<Tab, HTMLButtonElement | null>>({ upcoming: null, past: null, cancelled: null })
  const highlighted = Number(new URLSearchParams(typeof window === 'undefined' ? '' : window.location.search).get('booking')) || null

  const load = useCallback(
    async (which: Tab) => {
      setList('loading')
      try {
        const { bookings, yachts } = await bookingsWithYachts([which], locale)
        setYachts(yachts)
        setList(bookings)
      } catch {
        setList('failed')
      }
    },
    [locale],
  )

  useEffect(() => {
    if (checked) void load(tab)
  }, [checked, tab, load])

  useEffect(() => {
    if (Array.isArray(list) && highlighted) document.getElementById(`booking-${highlighted}`)?.scrollIntoView({ block: 'center' })
  }, [list, highlighted])

  const onTabKey = (event: KeyboardEvent) => {
    const index = TABS.indexOf(tab)
    const next = event.key === 'ArrowRight' ? TABS[(index + 1) % TABS.length] : event.key === 'ArrowLeft' ? TABS[(index + TABS.length - 1) % TABS.length] : null
    if (!next) return
    event.preventDefault()
    setTab(next)
    tabRefs.current[next]?.focus()
  }

  const replace = (changed: BookingView) => setList((current) => (Array.isArray(current) ? current.map((booking) => (booking.id === changed.id ? changed : booking)) : current))

  if (!checked || !user) return <p role="status">{t('booking.list.loading')}</p>
  // Spec 6: a service company sees its orders here instead of bookings.
  if (hasRole(user, 'service_company')) return <ServiceOrdersBoard locale={locale} mineOnly />
  return (
    <div>
      <div role="tablist" aria-label={t('booking.list.tabs')} className={styles.tabs}>
        {TABS.map((name) => (
          <button
            key={name}
            ref={(element) => {
              tabRefs.current[name] = element
            }}
            type="button"
            role="tab"
            id={`tab-${name}`}
            aria-selected={tab === name}
            aria-controls="bookings-panel"
            tabIndex={tab === name ? 0 : -1}
            className={styles.tab}
            onClick={() => setTab(name)}
            onKeyDown={onTabKey}
          >
            {t(`booking.tab.${name}`)}
          </button>
        ))}
      </div>
      <div role="tabpanel" id="bookings-panel" aria-labelledby={`tab-${tab}`}>
        {list === 'loading' && <p role="status">{t('booking.list.loading')}</p>}
        {list === 'failed' && (
          <div role="alert">
            <p>{t('booking.list.failed')}</p>
            <button type="button" className={styles.secondary} onClick={() => void load(tab)}>
              {t('booking.list.retry')}
            </button>
          </div>
        )}
        {Array.isArray(list) && list.length === 0 && (
          <p>
            {t(`booking.list.empty.${tab}`)} <a href={yachtsPath}>{t('booking.list.browse')}</a>
          </p>
        )}
        {Array.isArray(list) && list.length > 0 && (
          <ul className={styles.list}>
            {list.map((booking) => (
              <BookingCard
                key={booking.id}
                booking={booking}
                locale={locale}
                yacht={booking.yachtId ? yachts.get(booking.yachtId) : undefined}
                highlighted={booking.id === highlighted}
                onChanged={(changed) => (changed.status === 'cancelled' && tab !== 'cancelled' ? void load(tab) : replace(changed))}
              />
            ))}
          </ul>
        )}
      </div>
    </div>
  )
}

function BookingCard({
  booking,
  locale,
  yacht,
  highlighted,
  onChanged,
}: {
  booking: BookingView
  locale: Locale
  yacht: BookedYacht | undefined
  highlighted: boolean
  onChanged: (booking: BookingView) => void
}) {
  const { t } = useTranslation()
  const [working, setWorking] = useState(false)
  const [payment, setPayment] = useState<CardFormStep | null>(null)
  const [problem, setProblem] = useState<string | null>(null)
  const currency = booking.currency ?? 'RUB'
  const mine = booking.mine
  const ownersRequest = booking.status === 'pending' && booking.awaitingOwner
  const holdLive = booking.holdExpiresAt !== null && Date.parse(booking.holdExpiresAt) > Date.now()
  const payable = booking.paymentStatus === 'unpaid' && ((booking.status === 'pending' && !booking.awaitingOwner && holdLive) || booking.status === 'confirmed')
  const calledOff = booking.weatherCallOff === 'awaiting' && booking.status === 'confirmed'
  // A charter called off for weather has its own choice (WeatherChoice): a full refund, not the policy's.
  const cancellable = (booking.status === 'pending' || booking.status === 'confirmed') && booking.startDate > marinaDayOf(new Date()) && !calledOff

  const act = async (action: 'cancel' | 'confirm' | 'decline') => {
    setWorking(true)
    setProblem(null)
    try {
      const changed = await changeBooking(booking.id, action)
      showToast({
        title: t(`booking.${action}.done`),
        description: action === 'cancel' && changed.refundedAmount > 0 ? t('booking.cancel.refund', { amount: formatMoney(locale, changed.refundedAmount, currency) }) : undefined,
      })
      onChanged(changed)
    } catch (error) {
      setProblem(serverMessage(error) ?? t('booking.error.generic'))
    } finally {
      setWorking(false)
    }
  }

  const pay = async () => {
    setWorking(true)
    setProblem(null)
    try {
      const next = await startPayment(booking.id)
      if (next.kind === 'redirect') window.location.assign(next.url)
      else setPayment(next)
    } catch (error) {
      setProblem(serverMessage(error) ?? t('booking.error.generic'))
    } finally {
      setWorking(false)
    }
  }

  const paid = async () => {
    setPayment(null)
    onChanged(await settledBooking(booking.id))
  }

  return (
    <li id={`booking-${booking.id}`} className={`${styles.card} ${highlighted ? styles.highlight : ''}`} aria-labelledby={`booking-${booking.id}-title`}>
      <h2 id={`booking-${booking.id}-title`}>
        {yacht?.name ?? t('booking.list.number', { id: booking.id })}
        <span className={styles.badge}>{ownersRequest ? t('booking.status.awaitingOwner') : t(`booking.status.${booking.status}`)}</span>
      </h2>
      <dl className={styles.facts}>
        <dt>{t('booking.list.number', { id: '' }).trim()}</dt>
        <dd>{booking.id}</dd>
        <dt>{t('booking.list.dates')}</dt>
        <dd>
          {dayLabel(locale, booking.startDate)} – {dayLabel(locale, booking.endDate)}
        </dd>
        <dt>{t('booking.list.guests')}</dt>
        <dd>{booking.guests}</dd>
        <dt>{t('booking.list.total')}</dt>
        <dd>{booking.totalPrice === null ? '—' : formatMoney(locale, booking.totalPrice, currency)}</dd>
        <dt>{t('booking.list.payment')}</dt>
        <dd>{t(`booking.payment.${booking.paymentStatus}`)}</dd>
        {booking.refundedAmount > 0 && (
          <>
            <dt>{t('booking.list.refunded')}</dt>
            <dd>{formatMoney(locale, booking.refundedAmount, currency)}</dd>
          </>
        )}
        <dt>{t('booking.list.contact')}</dt>
        <dd>
          {booking.contactName}, {booking.contactPhone}
        </dd>
        {booking.serviceOrders && booking.serviceOrders.length > 0 && (
          <>
            <dt>{t('booking.list.services')}</dt>
            <dd data-service-orders>{booking.serviceOrders.map((order) => `${t(`booking.service.${order.service}`)}: ${t(`booking.serviceOrder.${order.status}`)}`).join('; ')}</dd>
          </>
        )}
      </dl>
      {booking.review && mine && <BookingReview bookingId={booking.id} state={booking.review} locale={locale} highlighted={highlighted} />}
      {(booking.status === 'pending' || booking.status === 'confirmed') && booking.endDate >= marinaDayOf(new Date()) && <BookingWeather bookingId={booking.id} locale={locale} />}
      {payable && booking.status === 'pending' && booking.holdExpiresAt && (
        <p className={styles.hold}>
          {t('booking.list.payBy', { time: new Date(booking.holdExpiresAt).toLocaleTimeString(locale === 'ru' ? 'ru-RU' : 'en-US', { hour: '2-digit', minute: '2-digit' }) })}
        </p>
      )}
      {calledOff && mine && <WeatherChoice booking={booking} locale={locale} onChanged={onChanged} />}
      {booking.weatherCallOff === 'rescheduled' && <p className={styles.note}>{t('booking.weather.rescheduledNote')}</p>}
      {payment && <CardForm step={payment} locale={locale} onSucceeded={() => void paid()} />}
      <p className={styles.problem} role="alert">
        {problem}
      </p>
      <div className={styles.actions}>
        {mine && (booking.status === 'pending' || booking.status === 'confirmed') && booking.startDate >= marinaDayOf(new Date()) && (
          <a className={styles.secondary} href={insureLink(locale, booking, yacht)}>
            {t('insurance.insureCharter')}
          </a>
        )}
        {booking.status !== 'cancelled' && (
          <a className={styles.secondary} href={`${locale === 'en' ? '/en' : ''}/messages?booking=${booking.id}`}>
            {t('messages.toBooking')}
          </a>
        )}
        {payable && !payment && mine && (
          <button type="button" className={styles.primary} onClick={() => void pay()} disabled={working}>
            {t('booking.action.payNow')}
          </button>
        )}
        {ownersRequest && !mine && (
          <>
            <button type="button" className={styles.primary} onClick={() => void act('confirm')} disabled={working}>
              {t('booking.action.confirm')}
            </button>
            <button type="button" className={styles.secondary} onClick={() => void act('decline')} disabled={working}>
              {t('booking.action.decline')}
            </button>
          </>
        )}
        {cancellable && mine && (
          <AlertDialog.Root>
            <AlertDialog.Trigger className={styles.secondary} disabled={working}>
              {t('booking.action.cancel')}
            </AlertDialog.Trigger>
            <AlertDialog.Portal>
              <AlertDialog.Overlay className={styles.overlay} />
              <AlertDialog.Content className={styles.dialog}>
                <AlertDialog.Title>{t('booking.cancel.title')}</AlertDialog.Title>
                <AlertDialog.Description>{t('booking.cancel.text', { rule: booking.paymentStatus === 'paid' ? (yacht?.policy ?? '') : '' })}</AlertDialog.Description>
                <div className={styles.dialogActions}>
                  <AlertDialog.Cancel className={styles.secondary}>{t('booking.cancel.keep')}</AlertDialog.Cancel>
                  <AlertDialog.Action className={styles.danger} onClick={() => void act('cancel')}>
                    {t('booking.action.cancel')}
                  </AlertDialog.Action>
                </div>
              </AlertDialog.Content>
            </AlertDialog.Portal>
          </AlertDialog.Root>
        )}
      </div>
    </li>
  )
}

/** /insurance with the charter filled in: its days, its party and the yacht's home marina. */
function insureLink(locale: Locale, booking: BookingView, yacht: BookedYacht | undefined): string {
  const params = new URLSearchParams({ from: booking.startDate, to: booking.endDate, passengers: String(booking.guests), ...(yacht?.home ? { location: yacht.home } : {}) })
  return `${locale === 'en' ? '/en' : ''}/insurance?${params}`
}
