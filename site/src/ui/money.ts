import type { Locale } from '@site/i18n'

/** Money in the page's conventions (ru-RU or en-US, spec 9), whole units. Not imported from i18n: that module carries every string. */
export function money(locale: Locale, amount: number, currency: string): string {
  return new Intl.NumberFormat(locale === 'ru' ? 'ru-RU' : 'en-US', { style: 'currency', currency: currency === 'USD' ? 'USD' : 'RUB', maximumFractionDigits: 0 }).format(amount)
}

/** A marina day ('YYYY-MM-DD') as the page's language writes it. */
export function dayLabel(locale: Locale, day: string): string {
  return new Intl.DateTimeFormat(locale === 'ru' ? 'ru-RU' : 'en-US', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`))
}

/** The marina's today (Asia/Irkutsk, UTC+8), as the server counts days. */
export function marinaToday(now: Date = new Date()): string {
  return new Date(now.getTime() + 8 * 3_600_000).toISOString().slice(0, 10)
}

export function plusDays(day: string, count: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + count * 86_400_000).toISOString().slice(0, 10)
}
