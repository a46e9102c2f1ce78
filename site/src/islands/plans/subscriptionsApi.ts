import { MARINA_TIME_ZONE } from '../../../../cms/bookings/marinaDays'
import type { SubscriptionView } from '../../../../cms/contract/plans'
import type { Locale } from '../../i18n'
import { getJson } from '../../lib/api/client'

/** The signed-in member's active subscriptions (none for a guest), plans named in the page's language. */
export async function mySubscriptions(locale: Locale): Promise<SubscriptionView[]> {
  return (await getJson<{ subscriptions: SubscriptionView[] }>(`/api/subscriptions?language=${locale}`, { on401: 'null' }))?.subscriptions ?? []
}

/** The day a period ends, as the marina's calendar has it ("25 ноября 2027": without "г.", it may end a sentence). */
export const periodDay = (locale: Locale, instant: string | null): string =>
  instant ? new Intl.DateTimeFormat(locale === 'ru' ? 'ru-RU' : 'en-GB', { dateStyle: 'long', timeZone: MARINA_TIME_ZONE }).format(new Date(instant)).replace(/\s?г\.$/, '') : ''
