import { type FormEvent, useCallback, useEffect, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { AlertDialog } from 'radix-ui'

import type { OwnerOverview } from '@cms/features/bookings/flows/ownerOverview'
import type { Locale } from '@site/i18n'
import { type BlockView, CALENDAR_IMPORT_MINUTES, REQUEST_HOURS } from '@cms/features/bookings/contract/bookings'
import type { CREW_MESSAGES } from '@cms/features/crew/contract/crew'
import { apiRequest, serverCode, serverFieldErrors, serverMessage } from '@site/lib/api/client'
import { read } from '@site/lib/api/reads'
import { showToast } from '@site/stores/toasts'
import { IslandI18n, type IslandStrings } from '@site/ui/IslandI18n'
import { LoadErrorBoundary } from '@site/ui/LoadErrorBoundary'
import { type BookingView, callOffForWeather, changeBooking } from './bookingApi'
import styles from '@site/ui/kit.module.css'
import { DashboardGate } from '@site/ui/DashboardGate'
import { DataTable } from '@site/ui/DataTable'
import { contractProblem } from '@site/ui/contractProblem'
import { formatMoney } from '@cms/core/contract/money'
import { PRICE_SEASONS } from '@cms/features/bookings/contract/price'
import { writtenMonthDay } from '@cms/features/seasons/contract/season'
import { marinaDayOf } from '@cms/core/contract/marinaDays'
import { dayLabel } from '@site/ui/format'
import { OwnerReviews } from '@site/features/reviews/OwnerReviews'

type Props = IslandStrings & { authPath: string; cmsAdminUrl: string }

/** /owner/dashboard: the owner's yachts with their calendar feeds, requests to answer, coming bookings, and earnings per month. */
export default function OwnerDashboardIsland(props: Props) {
  return (
    <LoadErrorBoundary>
      <IslandI18n locale={props.locale} strings={props.strings}>
        <DashboardGate requiredRole="owner" authPath={props.authPath}>
          {() => <OwnerDashboard {...props} />}
        </DashboardGate>
      </IslandI18n>
    </LoadErrorBoundary>
  )
}

function OwnerDashboard({ locale, cmsAdminUrl }: Props) {
  const { t } = useTranslation()
  const [overview, setOverview] = useState<OwnerOverview | 'loading' | 'failed'>('loading')
  const [working, setWorking] = useState<number | null>(null)

  const load = useCallback(async () => {
    try {
      setOverview(await read<OwnerOverview>('/api/owner/overview'))
    } catch {
      setOverview('failed')
    }
  }, [])
  useEffect(() => {
    void load()
  }, [load])

  const answer = async (booking: BookingView, action: 'confirm' | 'decline') => {
    setWorking(booking.id)
    try {
      await changeBooking(booking.id, action)
      showToast({ title: t(`booking.${action}.done`) })
      await load()
    } catch (error) {
      showToast({ title: serverMessage(error) ?? t('booking.error.generic'), variant: 'destructive' })
    } finally {
      setWorking(null)
    }
  }

  if (overview === 'loading') return <p role="status">{t('booking.list.loading')}</p>
  if (overview === 'failed')
    return (
      <div role="alert">
        <p>{t('booking.list.failed')}</p>
        <button type="button" className={styles.secondary} onClick={() => void load()}>
          {t('booking.list.retry')}
        </button>
      </div>
    )
  const names = new Map(overview.yachts.map((yacht) => [yacht.id, yacht.name]))
  const origin = window.location.origin
  return (
    <div className={styles.list}>
      <section className={styles.card} aria-labelledby="owner-yachts">
        <h2 id="owner-yachts">{t('booking.dashboard.yourYachts')}</h2>
        {overview.yachts.length === 0 && <p className={styles.note}>{t('booking.dashboard.noYachts')}</p>}
        {overview.yachts.map((yacht) => (
          <div key={yacht.id}>
            <p>
              <strong>{yacht.name}</strong> · {yacht.bookingMode === 'request' ? t('booking.panel.request', { count: REQUEST_HOURS }) : t('booking.panel.instant')}
              {!yacht.published && <span className={styles.badge}>{t('booking.dashboard.draft')}</span>}
            </p>
            <div className={styles.field}>
              <label htmlFor={`feed-${yacht.id}`}>{t('booking.dashboard.calendarFeed')}</label>
              <input
                id={`feed-${yacht.id}`}
                readOnly
                value={`${origin}${yacht.calendarFeedPath}`}
                onFocus={(event) => event.target.select()}
                aria-describedby={`feed-${yacht.id}-hint`}
              />
              <p id={`feed-${yacht.id}-hint`} className={styles.note}>
                {t('booking.dashboard.calendarFeedHint')}
              </p>
              <p className={styles.note} data-calendar-import={yacht.id}>
                {yacht.calendarImportUrl
                  ? t('booking.dashboard.calendarImport', { count: CALENDAR_IMPORT_MINUTES, url: yacht.calendarImportUrl })
                  : t('booking.dashboard.calendarImportNone')}{' '}
                <a href={`${cmsAdminUrl}/collections/yachts/${yacht.id}`}>{t('booking.dashboard.calendarImportEdit')}</a>
              </p>
            </div>
            <YachtSeason yacht={yacht} locale={locale} />
            <YachtBlocks yachtId={yacht.id} blocks={overview.blocks.filter((block) => block.yachtId === yacht.id)} locale={locale} onChanged={load} />
          </div>
        ))}
      </section>

      <section className={styles.card} aria-labelledby="owner-requests">
        <h2 id="owner-requests">{t('booking.dashboard.requests')}</h2>
        {overview.requests.length === 0 && <p className={styles.note}>{t('booking.dashboard.noRequests')}</p>}
        {overview.requests.map((booking) => (
          <div key={booking.id} className={styles.form}>
            <BookingLine booking={booking} name={names.get(booking.yachtId ?? 0)} locale={locale} />
            {booking.holdExpiresAt && (
              <p className={styles.hold}>{t('booking.dashboard.answerBy', { time: new Date(booking.holdExpiresAt).toLocaleString(locale === 'ru' ? 'ru-RU' : 'en-US') })}</p>
            )}
            <div className={styles.actions}>
              <button type="button" className={styles.primary} disabled={working === booking.id} onClick={() => void answer(booking, 'confirm')}>
                {t('booking.action.confirm')}
              </button>
              <button type="button" className={styles.secondary} disabled={working === booking.id} onClick={() => void answer(booking, 'decline')}>
                {t('booking.action.decline')}
              </button>
            </div>
          </div>
        ))}
      </section>

      <section className={styles.card} aria-labelledby="owner-coming">
        <h2 id="owner-coming">{t('booking.dashboard.coming')}</h2>
        {overview.upcoming.length === 0 ? (
          <p className={styles.note}>{t('booking.dashboard.noComing')}</p>
        ) : (
          overview.upcoming.map((booking) => (
            <div key={booking.id} className={styles.form} data-owner-booking={booking.id}>
              <BookingLine booking={booking} name={names.get(booking.yachtId ?? 0)} locale={locale} />
              <CharterCrew bookingId={booking.id} crew={overview.crew[booking.id] ?? []} onChanged={load} />
              {booking.status === 'confirmed' && booking.startDate > marinaDayOf(new Date()) && <CallOffForWeather bookingId={booking.id} onChanged={load} />}
            </div>
          ))
        )}
      </section>

      {overview.calledOff.length > 0 && (
        <section className={styles.card} aria-labelledby="owner-called-off">
          <h2 id="owner-called-off">{t('booking.weather.ownerList')}</h2>
          {overview.calledOff.map((booking) => (
            <div key={booking.id} className={styles.form} data-called-off={booking.id}>
              <BookingLine booking={booking} name={names.get(booking.yachtId ?? 0)} locale={locale} />
            </div>
          ))}
        </section>
      )}

      <OwnerReviews locale={locale} yachtNames={names} />

      <section className={styles.card} aria-labelledby="owner-earnings">
        <h2 id="owner-earnings">{t('booking.dashboard.earnings')}</h2>
        {overview.earnings.length === 0 ? (
          <p className={styles.note}>{t('booking.dashboard.noEarnings')}</p>
        ) : (
          <DataTable
            rows={overview.earnings}
            rowKey={(row) => `${row.month}-${row.currency}`}
            columns={[
              {
                header: t('booking.dashboard.month'),
                cell: (row) =>
                  new Intl.DateTimeFormat(locale === 'ru' ? 'ru-RU' : 'en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${row.month}-01T00:00:00Z`)),
              },
              { header: t('booking.dashboard.bookingsCount'), cell: (row) => row.bookings },
              { header: t('booking.dashboard.amount'), cell: (row) => formatMoney(locale, row.amount, row.currency) },
            ]}
          />
        )}
      </section>
    </div>
  )
}

function YachtBlocks({ yachtId, blocks, locale, onChanged }: { yachtId: number; blocks: BlockView[]; locale: Locale; onChanged: () => Promise<void> }) {
  const { t } = useTranslation()
  const id = useId()
  const [range, setRange] = useState({ startDate: '', endDate: '', note: '' })
  const [problem, setProblem] = useState<string | null>(null)
  const [working, setWorking] = useState(false)
  const today = marinaDayOf(new Date())

  const add = async (event: FormEvent) => {
    event.preventDefault()
    setProblem(null)
    if (!range.startDate || !range.endDate) return setProblem(t('booking.error.dateInvalid'))
    if (range.endDate < range.startDate) return setProblem(t('booking.error.endBeforeStart'))
    setWorking(true)
    try {
      await apiRequest('POST', '/api/owner/blocks', { yachtId, startDate: range.startDate, endDate: range.endDate, note: range.note.trim() || undefined })
      showToast({ title: t('booking.blocks.added') })
      setRange({ startDate: '', endDate: '', note: '' })
      await onChanged()
    } catch (error) {
      const outOfSeason = Object.values(serverFieldErrors(error)).includes('outOfSeason')
      setProblem(
        serverCode(error) === 'datesTaken' ? t('booking.error.datesTaken') : outOfSeason ? t('booking.error.outOfSeason') : (serverMessage(error) ?? t('booking.error.generic')),
      )
    } finally {
      setWorking(false)
    }
  }

  const remove = async (block: BlockView) => {
    setWorking(true)
    try {
      await apiRequest('DELETE', `/api/owner/blocks/${block.id}`)
      showToast({ title: t('booking.blocks.removed') })
      await onChanged()
    } catch (error) {
      setProblem(serverMessage(error) ?? t('booking.error.generic'))
    } finally {
      setWorking(false)
    }
  }

  return (
    <div className={styles.form}>
      <h3>{t('booking.blocks.title')}</h3>
      {blocks.length === 0 ? (
        <p className={styles.note}>{t('booking.blocks.none')}</p>
      ) : (
        <ul>
          {blocks.map((block) => {
            const dates = `${dayLabel(locale, block.startDate)} – ${dayLabel(locale, block.endDate)}`
            return (
              <li key={block.id}>
                {dates}
                {block.note ? ` · ${block.note}` : ''}{' '}
                <button type="button" className={styles.secondary} disabled={working} onClick={() => void remove(block)}>
                  {t('booking.blocks.remove', { dates })}
                </button>
              </li>
            )
          })}
        </ul>
      )}
      <form className={styles.row} onSubmit={add} noValidate aria-label={t('booking.blocks.add')}>
        <div className={styles.field}>
          <label htmlFor={`${id}-from`}>{t('booking.field.start')}</label>
          <input id={`${id}-from`} type="date" min={today} value={range.startDate} onChange={(event) => setRange({ ...range, startDate: event.target.value })} />
        </div>
        <div className={styles.field}>
          <label htmlFor={`${id}-to`}>{t('booking.field.end')}</label>
          <input id={`${id}-to`} type="date" min={range.startDate || today} value={range.endDate} onChange={(event) => setRange({ ...range, endDate: event.target.value })} />
        </div>
        <div className={styles.field}>
          <label htmlFor={`${id}-note`}>{t('booking.blocks.note')}</label>
          <input id={`${id}-note`} maxLength={200} value={range.note} onChange={(event) => setRange({ ...range, note: event.target.value })} />
        </div>
        <button type="submit" className={styles.primary} disabled={working}>
          {t('booking.blocks.add')}
        </button>
      </form>
      <p className={styles.problem} role="alert">
        {problem}
      </p>
    </div>
  )
}

/** The refusals of putting someone on a charter or taking them off, by code; each has its words under `booking.crew.error.*`. */
const CHARTER_CREW_REFUSALS = ['noSuchCrew', 'ownerOnly', 'charterClosed'] as const satisfies readonly (keyof typeof CREW_MESSAGES)[]

/** Who crews a coming charter: the owner puts a captain or crew member on by their address, and takes them off. */
function CharterCrew({ bookingId, crew, onChanged }: { bookingId: number; crew: OwnerOverview['crew'][number]; onChanged: () => Promise<void> }) {
  const { t } = useTranslation()
  const id = useId()
  const [email, setEmail] = useState('')
  const [problem, setProblem] = useState<string | null>(null)
  const [working, setWorking] = useState(false)
  const run = async (work: () => Promise<unknown>, done: string) => {
    setProblem(null)
    setWorking(true)
    try {
      await work()
      showToast({ title: done })
      await onChanged()
      return true
    } catch (error) {
      setProblem(contractProblem(error, t, { codes: CHARTER_CREW_REFUSALS, prefix: 'booking.crew' }))
      return false
    } finally {
      setWorking(false)
    }
  }
  return (
    <div className={styles.form}>
      <p>
        <strong>{t('booking.crew.title')}</strong>: {crew.length === 0 ? t('booking.crew.none') : ''}
      </p>
      {crew.length > 0 && (
        <ul>
          {crew.map((member) => (
            <li key={member.id}>
              {member.name} · {member.email}{' '}
              <button
                type="button"
                className={styles.secondary}
                disabled={working}
                onClick={() => void run(() => apiRequest('DELETE', `/api/bookings/${bookingId}/crew/${member.id}`), t('booking.crew.removed', { name: member.name }))}
              >
                {t('booking.crew.remove', { name: member.name })}
              </button>
            </li>
          ))}
        </ul>
      )}
      <form
        className={styles.row}
        noValidate
        aria-label={t('booking.crew.add')}
        onSubmit={(event) => {
          event.preventDefault()
          if (!email.trim()) return setProblem(t('booking.crew.emailNeeded'))
          void run(() => apiRequest('POST', `/api/bookings/${bookingId}/crew`, { email: email.trim() }), t('booking.crew.added')).then((added) => added && setEmail(''))
        }}
      >
        <div className={styles.field}>
          <label htmlFor={`${id}-email`}>{t('booking.crew.email')}</label>
          <input id={`${id}-email`} type="email" autoComplete="off" value={email} onChange={(event) => setEmail(event.target.value)} />
        </div>
        <button type="submit" className={styles.primary} disabled={working}>
          {t('booking.crew.add')}
        </button>
      </form>
      <p className={styles.problem} role="alert">
        {problem}
      </p>
    </div>
  )
}

function BookingLine({ booking, name, locale }: { booking: BookingView; name: string | undefined; locale: Locale }) {
  const { t } = useTranslation()
  return (
    <p>
      <strong>{name ?? t('booking.dashboard.yacht')}</strong> · {t('booking.list.number', { id: booking.id })} · {dayLabel(locale, booking.startDate)} –{' '}
      {dayLabel(locale, booking.endDate)} · {t('booking.list.guests')}: {booking.guests} · {booking.contactName}, {booking.contactPhone} ·{' '}
      {booking.status === 'pending' && booking.awaitingOwner ? t('booking.status.awaitingOwner') : t(`booking.status.${booking.status}`)} ·{' '}
      {t(`booking.payment.${booking.paymentStatus}`)}
    </p>
  )
}

/** A yacht's navigation season and its prices through it, as the owner set them (they change them in the CMS). */
function YachtSeason({ yacht, locale }: { yacht: OwnerOverview['yachts'][number]; locale: Locale }) {
  const { t } = useTranslation()
  const money = (price: number) => formatMoney(locale, price, 'RUB')
  return (
    <div className={styles.field} data-owner-season={yacht.id}>
      <p>
        {yacht.season
          ? t('booking.dashboard.season', { marina: yacht.season.marina, opens: writtenMonthDay(locale, yacht.season.opens), closes: writtenMonthDay(locale, yacht.season.closes) })
          : t('booking.dashboard.noSeason')}
      </p>
      <ul>
        {[...yacht.pricePeriods]
          .sort((a, b) => a.from.localeCompare(b.from))
          .map((period) => (
            <li key={period.from}>
              {t('booking.dashboard.pricePeriod', {
                from: writtenMonthDay(locale, period.from),
                to: writtenMonthDay(locale, period.to),
                season: PRICE_SEASONS.labels[period.season][locale],
                price: money(period.pricePerDay),
              })}
              {period.weekendPricePerDay ? `; ${t('booking.dashboard.weekendPrice', { price: money(period.weekendPricePerDay) })}` : ''}
            </li>
          ))}
        <li>{t('booking.dashboard.basePrice', { price: money(yacht.pricePerDay) })}</li>
      </ul>
    </div>
  )
}

/** The owner calls a coming charter off for weather, after saying what the customer then may do. */
function CallOffForWeather({ bookingId, onChanged }: { bookingId: number; onChanged: () => Promise<void> }) {
  const { t } = useTranslation()
  const [working, setWorking] = useState(false)
  const callOff = async () => {
    setWorking(true)
    try {
      await callOffForWeather(bookingId)
      showToast({ title: t('booking.weather.calledOff') })
      await onChanged()
    } catch (error) {
      showToast({ title: serverMessage(error) ?? t('booking.error.generic'), variant: 'destructive' })
    } finally {
      setWorking(false)
    }
  }
  return (
    <AlertDialog.Root>
      <AlertDialog.Trigger className={styles.secondary} disabled={working}>
        {t('booking.weather.callOff')}
      </AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className={styles.overlay} />
        <AlertDialog.Content className={styles.dialog}>
          <AlertDialog.Title>{t('booking.weather.callOffTitle')}</AlertDialog.Title>
          <AlertDialog.Description>{t('booking.weather.callOffText')}</AlertDialog.Description>
          <div className={styles.dialogActions}>
            <AlertDialog.Cancel className={styles.secondary}>{t('booking.weather.keep')}</AlertDialog.Cancel>
            <AlertDialog.Action className={styles.danger} onClick={() => void callOff()}>
              {t('booking.weather.callOff')}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  )
}
