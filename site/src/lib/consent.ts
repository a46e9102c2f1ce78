/**
 * The cookie consent record (spec 3, 9): necessary cookies are always allowed; analytics and
 * preferences only when the visitor agreed. Kept in the `cookieConsent` cookie for 365 days.
 */
export const CONSENT_COOKIE = 'cookieConsent'
export const CONSENT_DAYS = 365

export type Consent = { necessary: true; analytics: boolean; preferences: boolean }

/** The stored record, or null when there is none or it is not valid JSON of the right shape. */
export function parseConsent(raw: string | null, log: (message: string) => void = console.warn): Consent | null {
  if (!raw) return null
  try {
    const value: unknown = JSON.parse(raw)
    if (value && typeof value === 'object' && 'analytics' in value && 'preferences' in value) {
      const { analytics, preferences } = value as { analytics: unknown; preferences: unknown }
      if (typeof analytics === 'boolean' && typeof preferences === 'boolean') return { necessary: true, analytics, preferences }
    }
    log('Ignoring a cookie consent record of the wrong shape')
  } catch {
    log('Ignoring a corrupt cookie consent record')
  }
  return null
}

export function serializeConsent(consent: Omit<Consent, 'necessary'>): string {
  return JSON.stringify({ necessary: true, analytics: consent.analytics, preferences: consent.preferences })
}
