import type { TFunction } from 'i18next'

import { COMMENT_BODY_MAX, COMMENT_EDIT_MINUTES, COMMENT_MESSAGES } from '@cms/features/content/contract/comments'
import { serverFieldErrors } from '@site/lib/api/client'
import { contractProblem } from '@site/ui/contractProblem'

/**
 * What went wrong with a comment call, in the page's language: the body's own problem by its
 * per-field code, any other refusal by its code (COMMENT_MESSAGES' keys), each with its words here.
 */
export function commentProblem(error: unknown, t: TFunction): string {
  const field = serverFieldErrors(error).body
  if (field === 'required' || field === 'tooLong') return t(`comments.error.${field}`, { max: COMMENT_BODY_MAX })
  return contractProblem(error, t, { messages: COMMENT_MESSAGES, prefix: 'comments', values: { count: COMMENT_EDIT_MINUTES } })
}
