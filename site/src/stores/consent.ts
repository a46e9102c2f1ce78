import { atom } from 'nanostores'

import { CONSENT_COOKIE, CONSENT_DAYS, type Consent, parseConsent, serializeConsent } from '@site/lib/consent'
import { deleteCookie, readCookie, writeCookie } from '@site/lib/cookies'
import { RECENT_COOKIE } from '@site/features/catalogue/recentlyViewed'

/** The visitor's cookie choices, null until they have made one. Shared by every script and island. */
export const $consent = atom<Consent | null>(typeof document === 'undefined' ? null : parseConsent(readCookie(CONSENT_COOKIE)))

/** Cookies of the preferences category (spec 9): withdrawing that consent removes them. */
const PREFERENCE_COOKIES = [RECENT_COOKIE]

export function saveConsent(choice: Omit<Consent, 'necessary'>): void {
  writeCookie(CONSENT_COOKIE, serializeConsent(choice), CONSENT_DAYS)
  if (!choice.preferences) PREFERENCE_COOKIES.forEach(deleteCookie)
  $consent.set({ necessary: true, ...choice })
}
