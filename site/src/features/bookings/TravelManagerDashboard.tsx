import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'

import type { Locale } from '@site/i18n'
import { DataTable } from '@site/ui/DataTable'
import { IslandI18n, type IslandStrings } from '@site/ui/IslandI18n'
import { LoadErrorBoundary } from '@site/ui/LoadErrorBoundary'
import { type BookingList, type BookingView, bookingsWithYachts } from './bookingApi'
import styles from '@site/ui/kit.module.css'
import { DashboardGate } from '@site/ui/DashboardGate'
import { formatMoney } from '@cms/core/contract/money'
import { dayLabel } from '@site/ui/format'

type Props = IslandStrings & { authPath: string; bookingsPath: string }

/** /travel-manager/dashboard (spec 2.1, 6): the bookings a travel manager made for clients, each with the client's contact. */
export default function TravelManagerDashboardIsland(props: Props) {
  return (
    <LoadErrorBoundary>
      <IslandI18n locale={props.locale} strings={props.strings}>
        <DashboardGate requiredRole="travel_manager" authPath={props.authPath}>
          {(user) => <TravelManagerDashboard {...props} ownEmail={user.email} />}
        </DashboardGate>
      </IslandI18n>
    </LoadErrorBoundary>
  )
}

type Client = { email: string; name: string; phone: string; bookings: BookingView[] }

/** The manager's own bookings whose contact is someone else: a client, known by their address. */
export function clientsOf(bookings: readonly BookingView[], ownEmail: string): Client[] {
  const clients = new Map<string, Client>()
  for (const booking of bookings) {
    const email = booking.contactEmail.toLowerCase()
    if (!booking.mine || email === ownEmail.toLowerCase()) continue
    const client = clients.get(email) ?? { email, name: booking.contactName, phone: booking.contactPhone, bookings: [] }
    client.bookings.push(booking)
    clients.set(email, client)
  }
  return [...clients.values()].sort((a, b) => a.name.localeCompare(b.name))
}

function TravelManagerDashboard({ locale, bookingsPath, ownEmail }: Props & { ownEmail: string }) {
  const { t } = useTranslation()
  const [list, setList] = useState<BookingList | 'loading' | 'failed'>('loading')
  useEffect(() => {
    bookingsWithYachts(['upcoming', 'past'], locale)
      .then(setList)
      .catch(() => setList('failed'))
  }, [locale])
  if (list === 'loading') return <p role="status">{t('booking.list.loading')}</p>
  if (list === 'failed') return <p role="alert">{t('booking.list.failed')}</p>
  const { bookings, yachts } = list
  const clients = clientsOf(bookings, ownEmail)
  return (
    <div className={styles.list}>
      <p className={styles.note}>{t('booking.dashboard.travelLead')}</p>
      {clients.length === 0 ? (
        <p className={styles.note}>{t('booking.dashboard.noClients')}</p>
      ) : (
        clients.map((client) => (
          <section key={client.email} className={styles.card} aria-label={client.name} data-client={client.email}>
            <h2>{client.name}</h2>
            <p>
              <a href={`mailto:${client.email}`}>{client.email}</a> · <a href={`tel:${client.phone.replace(/[^\d+]/g, '')}`}>{client.phone}</a>
            </p>
            <DataTable
              caption={t('booking.dashboard.clientBookings', { name: client.name })}
              rows={client.bookings}
              rowKey={(booking) => booking.id}
              columns={[
                {
                  header: t('booking.dashboard.bookingColumn'),
                  rowHeader: true,
                  cell: (booking) => <a href={`${bookingsPath}?booking=${booking.id}`}>{t('booking.list.number', { id: booking.id })}</a>,
                },
                { header: t('booking.dashboard.yachtColumn'), cell: (booking) => yachts.get(booking.yachtId ?? 0)?.name ?? '—' },
                { header: t('booking.dashboard.datesColumn'), cell: (booking) => datesOf(locale, booking) },
                { header: t('booking.dashboard.statusColumn'), cell: (booking) => t(`booking.status.${booking.status}`) },
                {
                  header: t('booking.dashboard.totalColumn'),
                  cell: (booking) => (booking.totalPrice === null ? '—' : formatMoney(locale, booking.totalPrice, booking.currency ?? 'RUB')),
                },
              ]}
            />
          </section>
        ))
      )}
    </div>
  )
}

const datesOf = (locale: Locale, booking: BookingView) => `${dayLabel(locale, booking.startDate)} – ${dayLabel(locale, booking.endDate)}`
