import type { TFunction } from 'i18next'

import { serverCode, serverFieldErrors } from '@site/lib/api/client'

const KNOWN = new Set(['required', 'tooLong', 'tooManyHere', 'rateLimited', 'ownYacht', 'noOwner', 'verifyFirst'])

/** A refused message in the page's language, by the refusal's code (or the field's), else a generic line. */
export function messageProblem(t: TFunction, error: unknown): string {
  const code = serverCode(error) ?? ''
  if (KNOWN.has(code)) return t(`messages.error.${code}`)
  if ((error as { status?: number }).status === 429) return t('messages.error.rateLimited')
  const field = Object.values(serverFieldErrors(error))[0]
  return field && KNOWN.has(field) ? t(`messages.error.${field}`) : t('messages.error.generic')
}
