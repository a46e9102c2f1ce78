import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'

import type { Locale } from '@site/i18n'
import { IslandI18n, type IslandStrings } from '@site/ui/IslandI18n'
import { LoadErrorBoundary } from '@site/ui/LoadErrorBoundary'
import { type BookingList, type BookingView, bookingsWithYachts } from './bookingApi'
import styles from '@site/ui/kit.module.css'
import { DashboardGate } from '@site/ui/DashboardGate'
import { formatMoney } from '@cms/core/contract/money'
import { dayLabel } from '@site/ui/format'

type Props = IslandStrings & { authPath: string; bookingsPath: string }

/** /user/dashboard: the member's next trip, what waits for their payment, and the way to all their bookings. */
export default function UserDashboardIsland(props: Props) {
  return (
    <LoadErrorBoundary>
      <IslandI18n locale={props.locale} strings={props.strings}>
        <DashboardGate requiredRole={null} authPath={props.authPath}>
          {() => <UserDashboard {...props} />}
        </DashboardGate>
      </IslandI18n>
    </LoadErrorBoundary>
  )
}

const payable = (booking: BookingView) =>
  booking.mine &&
  booking.paymentStatus === 'unpaid' &&
  ((booking.status === 'pending' && !booking.awaitingOwner && booking.holdExpiresAt !== null && Date.parse(booking.holdExpiresAt) > Date.now()) || booking.status === 'confirmed')

function UserDashboard({ locale, bookingsPath }: Props) {
  const { t } = useTranslation()
  const [upcoming, setUpcoming] = useState<BookingList | 'loading' | 'failed'>('loading')
  useEffect(() => {
    bookingsWithYachts(['upcoming'], locale)
      .then(setUpcoming)
      .catch(() => setUpcoming('failed'))
  }, [locale])
  if (upcoming === 'loading') return <p role="status">{t('booking.list.loading')}</p>
  if (upcoming === 'failed') return <p role="alert">{t('booking.list.failed')}</p>
  const { bookings, yachts } = upcoming
  const mine = bookings.filter((booking) => booking.mine)
  const next = mine.find((booking) => booking.status === 'confirmed')
  const toPay = mine.filter(payable)
  return (
    <div className={styles.list}>
      <section className={styles.card} aria-labelledby="next-trip">
        <h2 id="next-trip">{t('booking.dashboard.nextTrip')}</h2>
        {next ? (
          <TripLine booking={next} locale={locale} name={yachts.get(next.yachtId ?? 0)?.name} bookingsPath={bookingsPath} />
        ) : (
          <p className={styles.note}>{t('booking.dashboard.noTrip')}</p>
        )}
      </section>
      <section className={styles.card} aria-labelledby="awaiting-payment">
        <h2 id="awaiting-payment">{t('booking.dashboard.awaitingPayment')}</h2>
        {toPay.length === 0 ? (
          <p className={styles.note}>{t('booking.dashboard.nothingToPay')}</p>
        ) : (
          toPay.map((booking) => <TripLine key={booking.id} booking={booking} locale={locale} name={yachts.get(booking.yachtId ?? 0)?.name} bookingsPath={bookingsPath} pay />)
        )}
      </section>
      <section className={styles.card} aria-labelledby="all-bookings">
        <h2 id="all-bookings">{t('booking.dashboard.upcomingCount', { count: mine.length })}</h2>
        <a className={styles.secondary} href={bookingsPath}>
          {t('booking.dashboard.allBookings')}
        </a>
      </section>
    </div>
  )
}

function TripLine({ booking, locale, name, bookingsPath, pay = false }: { booking: BookingView; locale: Locale; name: string | undefined; bookingsPath: string; pay?: boolean }) {
  const { t } = useTranslation()
  return (
    <p>
      <strong>{name ?? t('booking.list.number', { id: booking.id })}</strong>: {dayLabel(locale, booking.startDate)} – {dayLabel(locale, booking.endDate)},{' '}
      {booking.totalPrice === null ? '' : formatMoney(locale, booking.totalPrice, booking.currency ?? 'RUB')}{' '}
      <a href={`${bookingsPath}?booking=${booking.id}`}>{pay ? t('booking.action.payNow') : t('booking.list.number', { id: booking.id })}</a>
    </p>
  )
}
