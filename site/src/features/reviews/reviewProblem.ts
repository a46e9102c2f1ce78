import type { TFunction } from 'i18next'

import { REVIEW_MESSAGES } from '@cms/features/reviews/contract/reviews'
import { serverFieldErrors } from '@site/lib/api/client'
import { contractProblem } from '@site/ui/contractProblem'

const FIELD_CODES = ['ratingInvalid', 'tooShort', 'tooLong', 'required'] as const

/** A refused review call in the page's language: a field's own problem by its code, any other refusal by its code (REVIEW_MESSAGES' keys). */
export function reviewProblem(t: TFunction, error: unknown): string {
  const field = Object.values(serverFieldErrors(error))[0]
  if (field && (FIELD_CODES as readonly string[]).includes(field)) return t(`review.error.${field}`)
  return contractProblem(error, t, { messages: REVIEW_MESSAGES, prefix: 'review' })
}
