/**
 * Dates, distances, ratings and coordinates in the conventions of the language (ru-RU or en-US,
 * spec section 9). Dates are shown in the lake's own time zone, whatever the build machine's is:
 * an event at 10:00 on the shore of Baikal reads 10:00 everywhere.
 */
import { dateTimeFormat, numberFormat } from '@cms/core/contract/intlFormats'
import type { Locale } from '@site/i18n'

const SITE_TIME_ZONE = 'Asia/Irkutsk'

export function intlLocale(locale: Locale): 'ru-RU' | 'en-US' {
  return locale === 'ru' ? 'ru-RU' : 'en-US'
}

const DAY: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'long', year: 'numeric', timeZone: SITE_TIME_ZONE }
const DAY_AND_TIME: Intl.DateTimeFormatOptions = { ...DAY, hour: '2-digit', minute: '2-digit' }

/** "19–20 июня 2027 г." / "June 19 – 20, 2027"; with `withTime`, the hours too. */
export function formatDateRange(locale: Locale, start: string, end: string, { withTime = false } = {}): string {
  const format = dateTimeFormat(intlLocale(locale), withTime ? DAY_AND_TIME : DAY)
  const from = new Date(start)
  const to = new Date(end)
  return to.getTime() > from.getTime() ? format.formatRange(from, to) : format.format(from)
}

export function formatDate(locale: Locale, value: string): string {
  return dateTimeFormat(intlLocale(locale), DAY).format(new Date(value))
}

/** The calendar month of a date in the site's time zone, as "2027-06" (sorts as text). */
export function monthKey(value: string): string {
  const parts = dateTimeFormat('en-US', { year: 'numeric', month: '2-digit', timeZone: SITE_TIME_ZONE }).formatToParts(new Date(value))
  const part = (type: 'year' | 'month') => parts.find((p) => p.type === type)?.value ?? ''
  return `${part('year')}-${part('month')}`
}

/** A month heading from a month key: "Июнь 2027" / "June 2027". */
export function monthLabel(locale: Locale, key: string): string {
  const [year, month] = key.split('-').map(Number)
  // Noon UTC on the 15th is the same month in every time zone.
  const date = new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, 15, 12))
  const name = dateTimeFormat(intlLocale(locale), { month: 'long', timeZone: 'UTC' }).format(date)
  return `${name.charAt(0).toLocaleUpperCase(intlLocale(locale))}${name.slice(1)} ${year}`
}

/** "150 км" / "150 km". */
export function formatDistance(locale: Locale, kilometres: number): string {
  return numberFormat(intlLocale(locale), { style: 'unit', unit: 'kilometer', maximumFractionDigits: 1 }).format(kilometres)
}

/** A rating on the 5-point scale with one decimal: "4,9" / "4.9". */
export function formatRating(locale: Locale, rating: number): string {
  return numberFormat(intlLocale(locale), { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(rating)
}

const HEMISPHERES = {
  ru: { north: 'с. ш.', south: 'ю. ш.', east: 'в. д.', west: 'з. д.' },
  en: { north: 'N', south: 'S', east: 'E', west: 'W' },
} as const

/** "51,8676° с. ш., 104,8201° в. д." / "51.8676° N, 104.8201° E". */
export function formatCoordinates(locale: Locale, latitude: number, longitude: number): string {
  const number = numberFormat(intlLocale(locale), { maximumFractionDigits: 4 })
  const names = HEMISPHERES[locale]
  const lat = `${number.format(Math.abs(latitude))}° ${latitude < 0 ? names.south : names.north}`
  const lon = `${number.format(Math.abs(longitude))}° ${longitude < 0 ? names.west : names.east}`
  return `${lat}, ${lon}`
}

/** "1,5 часа" / "1.5 hours". */
export function formatHours(locale: Locale, hours: number): string {
  return numberFormat(intlLocale(locale), { style: 'unit', unit: 'hour', unitDisplay: 'long', maximumFractionDigits: 2 }).format(hours)
}

/** A calendar leaf for a date in the site's time zone: day of the month and short month name. */
export function calendarLeaf(locale: Locale, value: string): { day: string; month: string } {
  const date = new Date(value)
  const day = dateTimeFormat(intlLocale(locale), { day: 'numeric', timeZone: SITE_TIME_ZONE }).format(date)
  const month = dateTimeFormat(intlLocale(locale), { month: 'short', timeZone: SITE_TIME_ZONE }).format(date)
  return { day, month: month.replace(/\.$/, '') }
}

const STAMP: Intl.DateTimeFormatOptions = { day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: SITE_TIME_ZONE }

/** Spec 9's notification time, dd.MM.yyyy HH:mm in either language: the parts come from the language's calendar, the order is the spec's. */
export function formatStamp(locale: Locale, value: string): string {
  const parts = Object.fromEntries(
    dateTimeFormat(intlLocale(locale), STAMP)
      .formatToParts(new Date(value))
      .map((part) => [part.type, part.value]),
  )
  return `${parts.day}.${parts.month}.${parts.year} ${parts.hour}:${parts.minute}`
}

/** A moment on the lake's clock, '24 нояб. 2026 г., 14:05' or 'Nov 24, 2026, 2:05 PM'. */
export function formatMoment(locale: Locale, value: string | Date): string {
  return dateTimeFormat(intlLocale(locale), { dateStyle: 'medium', timeStyle: 'short', timeZone: SITE_TIME_ZONE }).format(new Date(value))
}

/** The time of day on the lake's clock. */
export function formatClock(locale: Locale, value: string | Date): string {
  return dateTimeFormat(intlLocale(locale), { timeStyle: 'short', timeZone: SITE_TIME_ZONE }).format(new Date(value))
}

/** A marina day ('YYYY-MM-DD') as the page's language writes it. */
export function dayLabel(locale: Locale, day: string): string {
  return dateTimeFormat(locale === 'ru' ? 'ru-RU' : 'en-US', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`))
}
