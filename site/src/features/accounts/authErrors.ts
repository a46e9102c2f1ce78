import type { i18n as I18n } from 'i18next'

import { ApiError, serverMessage } from '@site/lib/api/client'
import { RefusalError } from './authApi'

/**
 * How the pages word a failed call (spec 8): the refusals they know (wrong password, locked
 * account, too many attempts, a wrong or expired code …) in the page's language; anything else
 * in the server's own words on English pages (the API speaks English) and with the spec's
 * fallback text in other languages or when the server gave no words.
 */

/** The page's translations and its language (an island's i18next instance). */
export type Wording = Pick<I18n, 't' | 'language'>

const SECONDS_PER_MINUTE = 60

/** The refusals the API names by a code (`code` in its JSON); the page shows `auth.error.<code>`. */
const REFUSAL_CODES: ReadonlySet<string> = new Set(['codeWrong', 'codeExpired', 'codeExhausted', 'emailNotFound'])

/** Whole minutes to wait after a 429, from its Retry-After header; null when it has none. */
export function retryAfterMinutes(error: ApiError): number | null {
  if (error.status !== 429 || error.retryAfterSeconds === null) return null
  return Math.max(1, Math.ceil(error.retryAfterSeconds / SECONDS_PER_MINUTE))
}

function refusalCode(error: unknown): string | null {
  if (error instanceof RefusalError) return error.code
  if (!(error instanceof ApiError)) return null
  const code = (error.data as { code?: unknown } | null)?.code
  return typeof code === 'string' ? code : null
}

/** The words for any failed call; `fallbackKey` names the spec's text for "no words given". */
export function failureMessage(error: unknown, { t, language }: Wording, fallbackKey: string): string {
  const code = refusalCode(error)
  if (code && REFUSAL_CODES.has(code)) return t(`auth.error.${code}`)
  if (error instanceof ApiError) {
    const minutes = retryAfterMinutes(error)
    if (minutes !== null) return t('auth.error.tooManyAttempts', { count: minutes })
    if (error.status === 401) return t('auth.error.signedOut')
  }
  // fetch rejects with a TypeError only when no reply came at all.
  if (error instanceof TypeError) return t('auth.error.network')
  const serverWords = error instanceof ApiError ? serverMessage(error) : error instanceof Error ? error.message : null
  return (language === 'en' && serverWords) || t(fallbackKey)
}

/**
 * Sign-in failures: the refusals the login call defines (400 and 401 both mean "Invalid email or
 * password", 423 a locked account) are worded by the page, so they follow its language.
 */
export function loginFailureMessage(error: unknown, wording: Wording): string {
  if (error instanceof ApiError && (error.status === 400 || error.status === 401)) return wording.t('auth.error.invalidCredentials')
  if (error instanceof ApiError && error.status === 423) return wording.t('auth.error.locked')
  return failureMessage(error, wording, 'auth.toast.loginFailed.description')
}

/** A 409 from registration: the address belongs to another account. */
export function isEmailTaken(error: unknown): boolean {
  return error instanceof ApiError && error.status === 409
}
