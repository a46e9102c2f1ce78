import { type ForecastView, windy } from '@cms/features/weather/contract/weather'

/** One day of a forecast as a table row shows it: the day's name, then wind, gusts, precipitation and temperature. */
export type ForecastRow = { date: string; day: string; cells: [string, string, string, string]; windy: boolean }

/**
 * A forecast's rows in the page's language, and the days whose wind is above the CMS's threshold
 * (the destination page's script and the booking's details both show it so).
 */
export function forecastRows({ days, windWarningMs }: ForecastView, language: 'ru' | 'en'): { rows: ForecastRow[]; windyDays: string[]; threshold: string } {
  const locale = language === 'en' ? 'en-GB' : 'ru-RU'
  const dayName = new Intl.DateTimeFormat(locale, { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' })
  const figure = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 })
  const shown = (value: number | null) => (value === null ? '—' : figure.format(value))
  const rows = days.map((day): ForecastRow => {
    const temperature = day.temperatureMinC === null && day.temperatureMaxC === null ? '—' : `${shown(day.temperatureMinC)} … ${shown(day.temperatureMaxC)}`
    return {
      date: day.date,
      day: dayName.format(new Date(`${day.date}T00:00:00Z`)),
      cells: [shown(day.windMs), shown(day.gustsMs), shown(day.precipitationMm), temperature],
      windy: windy(day, windWarningMs),
    }
  })
  return { rows, windyDays: rows.filter((row) => row.windy).map((row) => row.day), threshold: figure.format(windWarningMs) }
}
