import { useStore } from '@nanostores/react'
import { type FormEvent, useEffect, useId, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'

import { minimumDaysFrom, PRICE_SEASONS, type PriceBreakdown, type PricePeriod, PriceRefusal, withMemberDiscount, yachtPrice } from '@cms/features/bookings/contract/price'
import {
  bookingRequestSchema,
  type BookingService,
  CATERING_PER_GUEST_PER_DAY_RUB,
  HOLD_MINUTES,
  MAX_BOOKING_DAYS,
  MAX_UNPAID_BOOKINGS,
  MAX_UNPAID_DAYS,
  REQUEST_HOURS,
} from '@cms/features/bookings/contract/bookings'
import { ApiError, serverCode, serverFieldErrors, serverMessage } from '@site/lib/api/client'
import { $session, loadSession } from '@site/stores/session'
import { track } from '@site/lib/analytics'
import type { Locale } from '@site/i18n'
import { IslandI18n } from '@site/ui/IslandI18n'
import { LoadErrorBoundary } from '@site/ui/LoadErrorBoundary'
import { type BookingView, createBooking, type DayRange, settledBooking, startPayment, type YachtCalendar, yachtCalendar } from './bookingApi'
import type { CardFormStep } from '@site/ui/cardPayment'
import styles from '@site/ui/kit.module.css'
import { CardForm } from '@site/ui/CardForm'
import { type BookingStep, StepProgress } from '@site/ui/StepProgress'
import { useHoldCountdown } from '@site/ui/useHoldCountdown'
import { bookingFlowStrings } from './bookingFlowStrings'
import { mySubscriptions } from '@site/features/subscriptions'
import { formatMoney } from '@cms/core/contract/money'
import type { TFunction } from 'i18next'
import { marinaDayOf, addDays } from '@cms/core/contract/marinaDays'
import { dayLabel } from '@site/ui/format'

type BookableYacht = {
  id: number
  name: string
  capacity: number
  minimumDays: number
  bookingMode: 'instant' | 'request'
  pricePerDay: number
  captain: 'included' | 'optional' | 'not-available'
  captainPricePerDay: number | null
  waterEquipmentPricePerDay: number | null
  pricePeriods: PricePeriod[]
  /** The cancellation policy's name and rule in the page's language. */
  policy: string
}

type Props = { locale: Locale; yacht: BookableYacht; authPath: string; bookingsPath: string; yachtsPath: string }

/** How far ahead the calendar shows taken days. */
const CALENDAR_DAYS = 365

/** The yacht page's Book panel: spec 4.4's five steps, from the dates to the confirmation. */
export default function BookingFlowIsland(props: Props) {
  return (
    <LoadErrorBoundary>
      <IslandI18n locale={props.locale} strings={bookingFlowStrings(props.locale)}>
        <BookingFlow {...props} />
      </IslandI18n>
    </LoadErrorBoundary>
  )
}

const overlaps = (taken: DayRange[], start: string, end: string) => taken.some((range) => range.start <= end && start <= range.end)

function BookingFlow({ yacht, locale, authPath, bookingsPath, yachtsPath }: Props) {
  const { t } = useTranslation()
  const id = useId()
  const user = useStore($session)
  // The marina's day, worked out in the browser: rendered into the page, it made every yacht page
  // differ from one day to the next though its key (and so the publish) did not, and the build
  // would have to render every yacht again each midnight. Empty until the island runs.
  const [today, setToday] = useState('')
  const [step, setStep] = useState<BookingStep>('dates')
  const [calendar, setCalendar] = useState<YachtCalendar | 'loading' | 'failed'>('loading')
  const [choice, setChoice] = useState({
    startDate: '',
    endDate: '',
    guests: Math.min(2, yacht.capacity),
    captain: yacht.captain === 'included',
    services: [] as BookingService[],
  })
  const [contact, setContact] = useState({ contactName: '', contactEmail: '', contactPhone: '', specialRequests: '' })
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [problem, setProblem] = useState<string | null>(null)
  const [nearest, setNearest] = useState<DayRange[]>([])
  const [working, setWorking] = useState(false)
  const [booking, setBooking] = useState<BookingView | null>(null)
  const [payment, setPayment] = useState<CardFormStep | null>(null)
  const [waiting, setWaiting] = useState(false)
  // The member plan's booking discount, which the server takes off the price too.
  const [discountPercent, setDiscountPercent] = useState(0)
  const hold = useHoldCountdown(step === 'payment' ? (booking?.holdExpiresAt ?? null) : null)

  useEffect(() => setToday(marinaDayOf(new Date())), [])

  useEffect(() => {
    if (!today) return
    void loadSession().catch(() => null)
    yachtCalendar(yacht.id, today, addDays(today, CALENDAR_DAYS))
      .then(setCalendar)
      .catch(() => setCalendar('failed'))
  }, [yacht.id, today])

  useEffect(() => {
    if (!user) return
    mySubscriptions(locale).then(
      (found) => setDiscountPercent(Math.max(0, ...found.map((subscription) => subscription.bookingDiscountPercent))),
      () => setDiscountPercent(0),
    )
    setContact((current) => ({
      ...current,
      contactName: current.contactName || `${user.firstName} ${user.lastName}`.trim(),
      contactEmail: current.contactEmail || user.email,
      contactPhone: current.contactPhone || (user.phone ?? ''),
    }))
  }, [user, locale])

  const days =
    choice.startDate && choice.endDate && choice.endDate >= choice.startDate ? Math.round((Date.parse(choice.endDate) - Date.parse(choice.startDate)) / 86_400_000) + 1 : 0
  // The fewest days this stay may last: its price periods' minimum where it is longer than the yacht's.
  const priced = days > 0 && days <= MAX_BOOKING_DAYS
  const minimumDays = priced ? minimumDaysFrom(yacht, choice.startDate, days) : yacht.minimumDays
  const price: PriceBreakdown | null = useMemo(() => {
    // Each day is priced by its period: a stay past the longest allowed is not priced at all.
    if (!priced) return null
    try {
      return withMemberDiscount(
        yachtPrice(yacht, { startDate: choice.startDate, days, guests: choice.guests, captain: choice.captain, services: choice.services }),
        discountPercent,
      )
    } catch (error) {
      if (error instanceof PriceRefusal) return null
      throw error
    }
  }, [yacht, priced, days, choice.startDate, choice.guests, choice.captain, choice.services, discountPercent])

  /** The dates step's checks, in the words of the page (the server checks the same again). */
  const checkDates = (): Record<string, string> => {
    const found: Record<string, string> = {}
    if (!choice.startDate) found.startDate = t('booking.error.dateInvalid')
    if (!choice.endDate) found.endDate = t('booking.error.dateInvalid')
    if (choice.startDate && today && choice.startDate < today) found.startDate = t('booking.error.startInPast')
    if (choice.startDate && choice.endDate && choice.endDate < choice.startDate) found.endDate = t('booking.error.endBeforeStart')
    else if (days > 0 && days < minimumDays) found.endDate = t('booking.error.belowMinimumDays', { count: minimumDays })
    else if (days > MAX_BOOKING_DAYS) found.endDate = t('booking.error.tooLong', { count: MAX_BOOKING_DAYS })
    if (!Number.isInteger(choice.guests) || choice.guests < 1 || choice.guests > yacht.capacity) found.guests = t('booking.error.guestsInvalid', { count: yacht.capacity })
    const known = typeof calendar === 'object' ? calendar : null
    if (!found.startDate && !found.endDate && known && overlaps(known.outOfSeason, choice.startDate, choice.endDate)) found.startDate = t('booking.error.outOfSeason')
    else if (!found.startDate && !found.endDate && known && overlaps(known.taken, choice.startDate, choice.endDate)) found.startDate = t('booking.error.overlapsTaken')
    return found
  }

  const toDetails = (event: FormEvent) => {
    event.preventDefault()
    const found = checkDates()
    setErrors(found)
    if (Object.keys(found).length === 0) setStep('details')
  }

  const book = async (event: FormEvent) => {
    event.preventDefault()
    setProblem(null)
    setNearest([])
    const body = { yachtId: yacht.id, ...choice, ...contact, specialRequests: contact.specialRequests.trim() || undefined }
    const parsed = bookingRequestSchema.safeParse(body)
    if (!parsed.success) {
      const found: Record<string, string> = {}
      for (const issue of parsed.error.issues)
        found[String(issue.path[0])] ??= t(`booking.error.${issue.message === 'tooLong' ? 'tooLong.text' : issue.message}`, { count: yacht.capacity })
      setErrors(found)
      return
    }
    setErrors({})
    setWorking(true)
    try {
      const made = await createBooking(body)
      track('booking')
      setBooking(made)
      if (made.awaitingOwner) setStep('confirmation')
      else {
        setStep('payment')
        await beginPayment(made)
      }
    } catch (error) {
      if (error instanceof ApiError && serverCode(error) === 'datesTaken') {
        setProblem(t('booking.error.datesTaken'))
        setNearest(((error.data as { nearest?: DayRange[] } | null)?.nearest ?? []).slice(0, 3))
        setStep('dates')
      } else if (error instanceof ApiError && error.status === 400) {
        const fields = serverFieldErrors(error)
        setErrors(Object.fromEntries(Object.entries(fields).map(([field, code]) => [field, t(`booking.error.${code}`, { count: countFor(code, field), defaultValue: code })])))
        if (fields.startDate || fields.endDate || fields.guests) setStep('dates')
      } else if (serverCode(error) === 'verifyFirst') setProblem(t('booking.verifyFirst'))
      else setProblem(serverMessage(error) ?? t('booking.error.generic'))
    } finally {
      setWorking(false)
    }
  }

  const beginPayment = async (made: BookingView) => {
    setProblem(null)
    try {
      const next = await startPayment(made.id)
      if (next.kind === 'redirect') {
        setWaiting(true)
        window.location.assign(next.url)
      } else setPayment(next)
    } catch (error) {
      setProblem(serverMessage(error) ?? t('booking.error.generic'))
    }
  }

  const paid = async () => {
    if (!booking) return
    setWaiting(true)
    try {
      setBooking(await settledBooking(booking.id))
      setStep('confirmation')
    } catch (error) {
      setProblem(serverMessage(error) ?? t('booking.error.generic'))
    } finally {
      setWaiting(false)
    }
  }

  const startOver = () => {
    setBooking(null)
    setPayment(null)
    setProblem(null)
    setStep('dates')
    void yachtCalendar(yacht.id, today, addDays(today, CALENDAR_DAYS))
      .then(setCalendar)
      .catch(() => setCalendar('failed'))
  }

  const error = (field: string) =>
    errors[field] ? (
      <p id={`${id}-${field}-error`} className={styles.error}>
        {errors[field]}
      </p>
    ) : null
  /** The number a refusal's words name: each comes from the rule's own constant or the yacht. */
  const countFor = (code: string, field: string): number =>
    ({ tooLong: MAX_BOOKING_DAYS, tooManyUnpaid: MAX_UNPAID_BOOKINGS, tooManyUnpaidDays: MAX_UNPAID_DAYS, belowMinimumDays: minimumDays })[code] ??
    (field === 'endDate' ? minimumDays : yacht.capacity)
  const described = (field: string) => (errors[field] ? `${id}-${field}-error` : undefined)

  return (
    <section className={styles.panel} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('booking.panel.title')}</h2>
      <StepProgress current={step} />
      <p className={styles.note}>
        {yacht.name} · <a href={yachtsPath}>{t('booking.panel.change')}</a>
      </p>
      <p className={styles.note}>{yacht.bookingMode === 'request' ? t('booking.panel.request', { count: REQUEST_HOURS }) : t('booking.panel.instant')}</p>
      <p className={styles.note}>{t('booking.panel.policy', { policy: yacht.policy })}</p>

      {step === 'dates' && (
        <form className={styles.form} onSubmit={toDetails} noValidate>
          <div className={styles.row}>
            <div className={styles.field}>
              <label htmlFor={`${id}-start`}>{t('booking.field.start')}</label>
              <input
                id={`${id}-start`}
                type="date"
                min={today || undefined}
                value={choice.startDate}
                onChange={(event) => setChoice({ ...choice, startDate: event.target.value, endDate: choice.endDate || event.target.value })}
                aria-invalid={errors.startDate ? true : undefined}
                aria-describedby={described('startDate')}
              />
              {error('startDate')}
            </div>
            <div className={styles.field}>
              <label htmlFor={`${id}-end`}>{t('booking.field.end')}</label>
              <input
                id={`${id}-end`}
                type="date"
                min={choice.startDate || today || undefined}
                value={choice.endDate}
                onChange={(event) => setChoice({ ...choice, endDate: event.target.value })}
                aria-invalid={errors.endDate ? true : undefined}
                aria-describedby={described('endDate')}
              />
              {error('endDate')}
            </div>
            <div className={styles.field}>
              <label htmlFor={`${id}-guests`}>{t('booking.field.guests')}</label>
              <input
                id={`${id}-guests`}
                type="number"
                min={1}
                max={yacht.capacity}
                value={choice.guests}
                onChange={(event) => setChoice({ ...choice, guests: Number(event.target.value) })}
                aria-invalid={errors.guests ? true : undefined}
                aria-describedby={described('guests')}
              />
              {error('guests')}
            </div>
          </div>
          {yacht.minimumDays > 1 && <p className={styles.note}>{t('booking.panel.minimumDays', { count: yacht.minimumDays })}</p>}
          <fieldset className={styles.options}>
            <legend className={styles.visuallyHidden}>{t('booking.price.title')}</legend>
            {yacht.captain === 'optional' && (
              <label>
                <input type="checkbox" checked={choice.captain} onChange={(event) => setChoice({ ...choice, captain: event.target.checked })} /> {t('booking.field.captain')}
                {yacht.captainPricePerDay ? ` (${formatMoney(locale, yacht.captainPricePerDay, 'RUB')})` : ''}
              </label>
            )}
            {yacht.captain === 'included' && <p className={styles.note}>{t('booking.field.captainIncluded')}</p>}
            <ServiceChoice
              label={t('booking.field.catering', { price: formatMoney(locale, CATERING_PER_GUEST_PER_DAY_RUB, 'RUB') })}
              service="catering"
              choice={choice.services}
              onChange={(services) => setChoice({ ...choice, services })}
            />
            {yacht.waterEquipmentPricePerDay ? (
              <ServiceChoice
                label={`${t('booking.field.waterEquipment')} (${formatMoney(locale, yacht.waterEquipmentPricePerDay, 'RUB')})`}
                service="water-equipment"
                choice={choice.services}
                onChange={(services) => setChoice({ ...choice, services })}
              />
            ) : null}
          </fieldset>
          <TakenDays calendar={calendar} locale={locale} />
          <PriceSummary price={price} locale={locale} />
          {problem && (
            <div className={styles.problem} role="alert">
              <p>{problem}</p>
              {nearest.length > 0 && (
                <>
                  <p>{t('booking.error.nearest')}</p>
                  <ul className={styles.nearest}>
                    {nearest.map((range) => (
                      <li key={range.start}>
                        <button type="button" className={styles.secondary} onClick={() => setChoice({ ...choice, startDate: range.start, endDate: range.end })}>
                          {dayLabel(locale, range.start)} – {dayLabel(locale, range.end)}
                        </button>
                      </li>
                    ))}
                  </ul>
                </>
              )}
            </div>
          )}
          <button type="submit" className={styles.primary}>
            {t('booking.action.next')}
          </button>
        </form>
      )}

      {step === 'details' && !user && (
        <div className={styles.form}>
          <PriceSummary price={price} locale={locale} />
          <a className={styles.primary} href={authPath}>
            {t('booking.action.signIn')}
          </a>
          <button type="button" className={styles.secondary} onClick={() => setStep('dates')}>
            {t('booking.action.back')}
          </button>
        </div>
      )}

      {step === 'details' && user && (
        <form className={styles.form} onSubmit={book} noValidate>
          {(['contactName', 'contactEmail', 'contactPhone'] as const).map((field) => (
            <div className={styles.field} key={field}>
              <label htmlFor={`${id}-${field}`}>{t(`booking.field.${field}`)}</label>
              <input
                id={`${id}-${field}`}
                type={field === 'contactEmail' ? 'email' : field === 'contactPhone' ? 'tel' : 'text'}
                autoComplete={field === 'contactEmail' ? 'email' : field === 'contactPhone' ? 'tel' : 'name'}
                value={contact[field]}
                onChange={(event) => setContact({ ...contact, [field]: event.target.value })}
                aria-invalid={errors[field] ? true : undefined}
                aria-describedby={described(field)}
                disabled={working}
              />
              {error(field)}
            </div>
          ))}
          <div className={styles.field}>
            <label htmlFor={`${id}-requests`}>{t('booking.field.specialRequests')}</label>
            <textarea
              id={`${id}-requests`}
              rows={3}
              maxLength={2000}
              value={contact.specialRequests}
              onChange={(event) => setContact({ ...contact, specialRequests: event.target.value })}
              disabled={working}
            />
          </div>
          <PriceSummary price={price} locale={locale} />
          <p className={styles.problem} role="alert">
            {problem}
          </p>
          <div className={styles.actions}>
            <button type="button" className={styles.secondary} onClick={() => setStep('dates')} disabled={working}>
              {t('booking.action.back')}
            </button>
            <button type="submit" className={styles.primary} disabled={working}>
              {working ? t('booking.working') : yacht.bookingMode === 'request' ? t('booking.action.request') : t('booking.action.book')}
            </button>
          </div>
        </form>
      )}

      {step === 'payment' && booking && (
        <div className={styles.form}>
          {hold.expired ? (
            <div role="alert" className={styles.problem}>
              <p>{t('booking.hold.expired', { count: HOLD_MINUTES })}</p>
              <button type="button" className={styles.primary} onClick={startOver}>
                {t('booking.action.startOver')}
              </button>
            </div>
          ) : (
            <>
              <p className={styles.hold} role="timer" aria-live="off">
                {t('booking.hold.left', { time: hold.left })}
              </p>
              {booking.totalPrice !== null && <p className={styles.total}>{formatMoney(locale, booking.totalPrice, booking.currency ?? 'RUB')}</p>}
              {payment && <CardForm step={payment} locale={locale} onSucceeded={() => void paid()} disabled={waiting} />}
              {waiting && <p role="status">{t('booking.card.waiting')}</p>}
              <p className={styles.problem} role="alert">
                {problem}
              </p>
            </>
          )}
        </div>
      )}

      {step === 'confirmation' && booking && (
        <div className={styles.done} role="status">
          <h3>{booking.awaitingOwner ? t('booking.done.requestTitle') : t('booking.done.confirmedTitle')}</h3>
          <p>
            {booking.awaitingOwner
              ? t('booking.done.requestText', { count: REQUEST_HOURS, id: booking.id })
              : t('booking.done.confirmedText', { email: booking.contactEmail, id: booking.id })}
          </p>
          <a className={styles.primary} href={`${bookingsPath}?booking=${booking.id}`}>
            {t('booking.action.myBookings')}
          </a>
        </div>
      )}
    </section>
  )
}

function ServiceChoice({ label, service, choice, onChange }: { label: string; service: BookingService; choice: BookingService[]; onChange: (services: BookingService[]) => void }) {
  return (
    <label>
      <input
        type="checkbox"
        checked={choice.includes(service)}
        onChange={(event) => onChange(event.target.checked ? [...choice, service] : choice.filter((chosen) => chosen !== service))}
      />{' '}
      {label}
    </label>
  )
}

function TakenDays({ calendar, locale }: { calendar: YachtCalendar | 'loading' | 'failed'; locale: Props['locale'] }) {
  const { t } = useTranslation()
  if (calendar === 'loading') return <p className={styles.note}>{t('booking.taken.loading')}</p>
  if (calendar === 'failed') return <p className={styles.note}>{t('booking.taken.failed')}</p>
  const ranges = (list: DayRange[]) => (
    <ul>
      {list.map((range) => (
        <li key={range.start}>
          {dayLabel(locale, range.start)} – {dayLabel(locale, range.end)}
        </li>
      ))}
    </ul>
  )
  return (
    <div className={styles.taken}>
      <h3>{t('booking.taken.title')}</h3>
      {calendar.taken.length === 0 ? <p className={styles.note}>{t('booking.taken.none')}</p> : ranges(calendar.taken)}
      {calendar.outOfSeason.length > 0 && (
        <section data-out-of-season>
          <h3>{t('booking.season.closedTitle')}</h3>
          <p className={styles.note}>{t('booking.season.closedNote')}</p>
          {ranges(calendar.outOfSeason)}
        </section>
      )}
    </div>
  )
}

/** A line of the price in the page's words: the yacht's days say their price period and weekend. */
function priceLineLabel(line: PriceBreakdown['lines'][number], currency: PriceBreakdown['currency'], locale: Props['locale'], t: TFunction): string {
  const unit = formatMoney(locale, line.unitPrice, currency)
  if (line.item === 'base' && line.period) {
    const period = [PRICE_SEASONS.labels[line.period][locale], line.weekend ? t('booking.price.weekend') : null].filter(Boolean).join(', ')
    return t('booking.price.basePeriod', { count: line.quantity, unit, period })
  }
  return t(`booking.price.${line.item}`, { count: line.quantity, unit })
}

function PriceSummary({ price, locale }: { price: PriceBreakdown | null; locale: Props['locale'] }) {
  const { t } = useTranslation()
  if (!price) return <p className={styles.note}>{t('booking.price.pending')}</p>
  return (
    <div className={styles.price} aria-live="polite">
      <h3>{t('booking.price.title')}</h3>
      <dl>
        {price.lines.map((line) => (
          <div key={`${line.item}:${line.period ?? ''}:${line.weekend ? 'weekend' : ''}:${line.unitPrice}`} className={styles.priceLine}>
            <dt>{priceLineLabel(line, price.currency, locale, t)}</dt>
            <dd>{formatMoney(locale, line.amount, price.currency)}</dd>
          </div>
        ))}
        <div className={styles.priceTotal}>
          <dt>{t('booking.price.total')}</dt>
          <dd>{formatMoney(locale, price.total, price.currency)}</dd>
        </div>
      </dl>
    </div>
  )
}
