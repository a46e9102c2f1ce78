import { MARINA_TIME_ZONE } from '../../../../cms/bookings/marinaDays'
import type { SubscriptionView } from '../../../../cms/contract/plans'
import type { Locale } from '../../i18n'
import { getJson } from '../../lib/api/client'

/** The signed-in member's active subscriptions (none for a guest). */
export async function mySubscriptions(): Promise<SubscriptionView[]> {
  return (await getJson<{ subscriptions: SubscriptionView[] }>('/api/subscriptions', { on401: 'null' }))?.subscriptions ?? []
}

/** The day a period ends, as the marina's calendar has it. */
export const periodDay = (locale: Locale, instant: string | null): string =>
  instant ? new Intl.DateTimeFormat(locale === 'ru' ? 'ru-RU' : 'en-GB', { dateStyle: 'long', timeZone: MARINA_TIME_ZONE }).format(new Date(instant)) : ''
