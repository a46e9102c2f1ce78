import { writtenMarinaDay } from '@cms/core/contract/marinaDays'
import type { SubscriptionView } from '@cms/features/subscriptions/contract/plans'
import type { Locale } from '@site/i18n'
import { getJson } from '@site/lib/api/client'

/** The signed-in member's active subscriptions (none for a guest), plans named in the page's language. */
export async function mySubscriptions(locale: Locale): Promise<SubscriptionView[]> {
  return (await getJson<{ subscriptions: SubscriptionView[] }>(`/api/subscriptions?language=${locale}`, { on401: 'null' }))?.subscriptions ?? []
}

/** The day a period ends, as the marina's calendar has it. */
export const periodDay = (locale: Locale, instant: string | null): string => (instant ? writtenMarinaDay(locale, instant) : '')
