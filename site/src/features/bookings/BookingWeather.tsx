import { useState } from 'react'
import { useTranslation } from 'react-i18next'

import { type ForecastView, WEATHER_HORIZON_DAYS, WEATHER_MESSAGES } from '@cms/features/weather/contract/weather'
import type { Locale } from '@site/i18n'
import { ApiError } from '@site/lib/api/client'
import { read } from '@site/lib/api/reads'
import { forecastRows } from '@site/features/weather'
import styles from '@site/ui/kit.module.css'

type State = { kind: 'closed' } | { kind: 'loading' } | { kind: 'shown'; forecast: ForecastView } | { kind: 'failed'; words: string }

const codeOf = (error: unknown): string => {
  if (!(error instanceof ApiError)) return 'fetchFailed'
  const code = (error.data as { code?: unknown } | null)?.code
  return typeof code === 'string' && code in WEATHER_MESSAGES ? code : 'unknown'
}

/** A coming charter's weather at its marina, read when its details are first opened (issue "… nautical weather …"). */
export function BookingWeather({ bookingId, locale }: { bookingId: number; locale: Locale }) {
  const { t } = useTranslation()
  const [state, setState] = useState<State>({ kind: 'closed' })
  const open = () => {
    if (state.kind !== 'closed') return
    setState({ kind: 'loading' })
    read<ForecastView>(`/api/bookings/${bookingId}/weather`)
      .then((forecast) => setState({ kind: 'shown', forecast }))
      .catch((error: unknown) => {
        const code = codeOf(error)
        setState({ kind: 'failed', words: code === 'beyondHorizon' ? t('weather.bookingLater', { days: WEATHER_HORIZON_DAYS }) : t(`weather.error.${code}`) })
      })
  }
  const shown = state.kind === 'shown' ? forecastRows(state.forecast, locale) : null
  return (
    <details className={styles.weather} onToggle={(event) => event.currentTarget.open && open()}>
      <summary>{t('weather.booking')}</summary>
      {state.kind === 'loading' && <p role="status">{t('weather.loading')}</p>}
      {state.kind === 'failed' && <p role="status">{state.words}</p>}
      {shown && (
        <>
          {shown.windyDays.length > 0 && (
            <p role="alert" className={styles.hold}>
              {t('weather.warning', { threshold: shown.threshold, days: shown.windyDays.join(', ') })}
            </p>
          )}
          <div className={styles.scroll}>
            <table className={styles.forecast}>
              <caption className="visually-hidden">{t('weather.caption')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('weather.day')}</th>
                  <th scope="col">{t('weather.wind')}</th>
                  <th scope="col">{t('weather.gusts')}</th>
                  <th scope="col">{t('weather.precipitation')}</th>
                  <th scope="col">{t('weather.temperature')}</th>
                </tr>
              </thead>
              <tbody>
                {shown.rows.map((row) => (
                  <tr key={row.date} data-windy={row.windy || undefined}>
                    <th scope="row">{row.day}</th>
                    {row.cells.map((cell, index) => (
                      // The four figures of a day have no identity of their own but their column.
                      // biome-ignore lint/suspicious/noArrayIndexKey: the column is the key
                      <td key={index}>{cell}</td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </details>
  )
}
