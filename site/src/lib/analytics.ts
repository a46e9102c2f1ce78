import {
  type AnalyticsEventType,
  CONVERSIONS_COOKIE,
  CONVERSIONS_DAYS,
  CONVERSIONS_KEPT,
  isConversion,
  SESSION_COOKIE,
  SESSION_DAYS,
  SESSION_ID_PATTERN,
} from '@cms/features/analytics/contract/analytics'
import { $consent } from '@site/stores/consent'
import { deleteCookie, readCookie, writeCookie } from './cookies'

/**
 * The site's analytics (spec 3, 7, 9): nothing is sent, and no analytics cookie written, unless
 * the visitor agreed to analytics cookies. Failures are only logged.
 */

/** Spec 9: `web_`, a timestamp and a random string, kept a day (a necessary cookie). */
export function newSessionId(now = Date.now()): string {
  const random = Array.from(crypto.getRandomValues(new Uint8Array(9)), (byte) => (byte % 36).toString(36)).join('')
  return `web_${now}_${random}`
}

function sessionId(): string {
  const kept = readCookie(SESSION_COOKIE)
  if (kept && SESSION_ID_PATTERN.test(kept)) return kept
  const fresh = newSessionId()
  writeCookie(SESSION_COOKIE, fresh, SESSION_DAYS)
  return fresh
}

export type ConversionRecord = { eventType: AnalyticsEventType; timestamp: string; page: string }

/** The kept conversions with one more, newest last, at most the last 30 (spec 9). */
export function withConversion(kept: string | null, record: ConversionRecord): ConversionRecord[] {
  let list: ConversionRecord[] = []
  try {
    const parsed: unknown = kept ? JSON.parse(kept) : []
    if (Array.isArray(parsed)) list = parsed.filter((item): item is ConversionRecord => Boolean(item && typeof item === 'object' && 'eventType' in item))
  } catch {
    console.warn('Ignoring a corrupt conversion events cookie')
  }
  return [...list, record].slice(-CONVERSIONS_KEPT)
}

/** Records an event of this page, when the visitor allows analytics. */
export function track(eventType: AnalyticsEventType, data: Record<string, string | number | boolean> = {}): void {
  if (!$consent.get()?.analytics) return
  const path = window.location.pathname.slice(0, 200)
  if (isConversion(eventType)) {
    const record = { eventType, timestamp: new Date().toISOString(), page: path.slice(0, 100) }
    writeCookie(CONVERSIONS_COOKIE, JSON.stringify(withConversion(readCookie(CONVERSIONS_COOKIE), record)), CONVERSIONS_DAYS)
  }
  const body = JSON.stringify({ eventType, platform: 'web', sessionId: sessionId(), metadata: { ...data, path } })
  fetch('/api/analytics/track', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body, keepalive: true, credentials: 'same-origin' })
    .then((response) => {
      if (!response.ok) console.error(`Analytics: the event was not recorded (${response.status})`)
    })
    .catch((error: unknown) => console.error('Analytics: the event could not be sent', error))
}

let pageCounted = false

/** Counts this page's view once analytics are allowed (now, or when the visitor agrees on this page); forgets the conversions when they withdraw. */
export function startPageAnalytics(): void {
  $consent.subscribe((consent) => {
    if (consent?.analytics && !pageCounted) {
      pageCounted = true
      track('page_view')
    }
    if (consent && !consent.analytics) deleteCookie(CONVERSIONS_COOKIE)
  })
}
