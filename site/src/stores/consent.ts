import { atom } from 'nanostores'

import { CONSENT_COOKIE, CONSENT_DAYS, type Consent, parseConsent, serializeConsent } from '../lib/consent'
import { readCookie, writeCookie } from '../lib/cookies'

/** The visitor's cookie choices, null until they have made one. Shared by every script and island. */
export const $consent = atom<Consent | null>(typeof document === 'undefined' ? null : parseConsent(readCookie(CONSENT_COOKIE)))

export function saveConsent(choice: Omit<Consent, 'necessary'>): void {
  writeCookie(CONSENT_COOKIE, serializeConsent(choice), CONSENT_DAYS)
  $consent.set({ necessary: true, ...choice })
}
