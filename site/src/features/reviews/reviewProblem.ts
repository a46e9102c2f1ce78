import type { TFunction } from 'i18next'

import { serverCode, serverFieldErrors } from '@site/lib/api/client'

const KNOWN = new Set([
  'ratingInvalid',
  'tooShort',
  'tooLong',
  'required',
  'notCompleted',
  'windowClosed',
  'alreadyReviewed',
  'editWindowClosed',
  'alreadyAnswered',
  'alreadyReported',
  'ownReview',
])

/** A refused review call in the page's language: the refusal's code, or the first field's, else a generic line. */
export function reviewProblem(t: TFunction, error: unknown): string {
  const code = serverCode(error) ?? ''
  if (KNOWN.has(code)) return t(`review.error.${code}`)
  const field = Object.values(serverFieldErrors(error))[0]
  return field && KNOWN.has(field) ? t(`review.error.${field}`) : t('review.error.generic')
}
