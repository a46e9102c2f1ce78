import { type FormEvent, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'

import { formatMoney } from '@cms/core/contract/money'
import type { Locale } from '@site/i18n'
import { serverCode, serverMessage } from '@site/lib/api/client'
import { showToast } from '@site/stores/toasts'
import styles from '@site/ui/kit.module.css'
import { type BookingView, changeBooking, rescheduleCalledOff } from './bookingApi'

const REFUSALS: Record<string, string> = {
  datesTaken: 'booking.error.datesTaken',
  rescheduleNotSame: 'booking.weather.notSame',
  outOfSeason: 'booking.error.outOfSeason',
  answerLapsed: 'booking.weather.lapsed',
}

/**
 * A charter its crew called off for weather, on its customer's card: until the time to answer is
 * over, new days on the same yacht in the same season at the price paid; at any time a full refund.
 */
export function WeatherChoice({ booking, locale, onChanged }: { booking: BookingView; locale: Locale; onChanged: (booking: BookingView) => void }) {
  const { t } = useTranslation()
  const id = useId()
  const [days, setDays] = useState({ startDate: '', endDate: '' })
  const [working, setWorking] = useState(false)
  const [problem, setProblem] = useState<string | null>(null)
  const open = booking.answerBy !== null && Date.parse(booking.answerBy) > Date.now()
  const time = booking.answerBy
    ? new Date(booking.answerBy).toLocaleString(locale === 'ru' ? 'ru-RU' : 'en-GB', {
        day: 'numeric',
        month: 'long',
        hour: '2-digit',
        minute: '2-digit',
        timeZone: 'Asia/Irkutsk',
      })
    : ''

  const run = async (work: () => Promise<BookingView>, done: string) => {
    setWorking(true)
    setProblem(null)
    try {
      const changed = await work()
      showToast({
        title: done,
        description: changed.refundedAmount > 0 ? t('booking.cancel.refund', { amount: formatMoney(locale, changed.refundedAmount, changed.currency ?? 'RUB') }) : undefined,
      })
      onChanged(changed)
    } catch (error) {
      const code = serverCode(error) ?? ''
      setProblem(REFUSALS[code] ? t(REFUSALS[code]) : (serverMessage(error) ?? t('booking.error.generic')))
    } finally {
      setWorking(false)
    }
  }
  const move = (event: FormEvent) => {
    event.preventDefault()
    if (!days.startDate || !days.endDate) return setProblem(t('booking.error.dateInvalid'))
    void run(() => rescheduleCalledOff(booking.id, days), t('booking.weather.rescheduled'))
  }

  return (
    <section className={styles.form} aria-labelledby={`${id}-title`} data-weather-choice>
      <h3 id={`${id}-title`}>{t('booking.weather.calledOffTitle')}</h3>
      <p>{open ? t('booking.weather.calledOffText', { time }) : t('booking.weather.lapsed')}</p>
      {open && (
        <form onSubmit={move} aria-label={t('booking.weather.reschedule')}>
          <div className={styles.field}>
            <label htmlFor={`${id}-start`}>{t('booking.weather.newStart')}</label>
            <input id={`${id}-start`} type="date" value={days.startDate} onChange={(event) => setDays({ ...days, startDate: event.target.value })} />
          </div>
          <div className={styles.field}>
            <label htmlFor={`${id}-end`}>{t('booking.weather.newEnd')}</label>
            <input id={`${id}-end`} type="date" value={days.endDate} onChange={(event) => setDays({ ...days, endDate: event.target.value })} />
          </div>
          <button type="submit" className={styles.primary} disabled={working}>
            {t('booking.weather.reschedule')}
          </button>
        </form>
      )}
      <p className={styles.problem} role="alert">
        {problem}
      </p>
      <button type="button" className={styles.secondary} disabled={working} onClick={() => void run(() => changeBooking(booking.id, 'cancel'), t('booking.cancel.done'))}>
        {t('booking.weather.refund')}
      </button>
    </section>
  )
}
