import { enumeration } from '@cms/core/contract/options'

/**
 * Analytics with consent (spec 3, 7, 9): what the site records, only when the visitor agreed to
 * analytics cookies, and what the admin dashboard's analytics tab shows. No address and no
 * account is ever stored; events are counted per day, never kept one by one.
 */

export const ANALYTICS_EVENTS = enumeration({
  page_view: { ru: 'Просмотр страницы', en: 'Page view' },
  sign_up: { ru: 'Регистрация', en: 'Sign-up' },
  booking: { ru: 'Бронирование', en: 'Booking' },
  newsletter: { ru: 'Подписка на рассылку', en: 'Newsletter' },
})
export type AnalyticsEventType = (typeof ANALYTICS_EVENTS.values)[number]

/** The events that count as conversions (spec 9 keeps the last of them in a cookie). */
export const CONVERSION_EVENTS = ['sign_up', 'booking', 'newsletter'] as const satisfies readonly AnalyticsEventType[]
export type ConversionEvent = (typeof CONVERSION_EVENTS)[number]
export const isConversion = (type: AnalyticsEventType): type is ConversionEvent => (CONVERSION_EVENTS as readonly string[]).includes(type)

/** Spec 9: the session id is `web_` + a timestamp + a random string, kept a day. */
export const SESSION_ID_PATTERN = /^web_\d{10,16}_[a-z0-9]{6,32}$/
export const SESSION_COOKIE = 'analyticsSession'
export const SESSION_DAYS = 1
/** Spec 9: the last 30 conversion events, kept 30 days (an analytics cookie). */
export const CONVERSIONS_COOKIE = 'conversionEvents'
export const CONVERSIONS_KEPT = 30
export const CONVERSIONS_DAYS = 30

/** The answer when the visitor has not agreed to analytics cookies. */
export const ANALYTICS_MESSAGES = { noConsent: 'Analytics consent is required to record events.' } as const

/** Days kept, and the most a report may cover. */
export const ANALYTICS_KEEP_DAYS = 400

export type AnalyticsDay = { day: string; pageViews: number; sessions: number; conversions: Record<ConversionEvent, number> }
export type AnalyticsReport = {
  days: AnalyticsDay[]
  topPages: { path: string; views: number }[]
  totals: { pageViews: number; sessions: number; conversions: Record<ConversionEvent, number> }
}
