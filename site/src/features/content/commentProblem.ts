import type { TFunction } from 'i18next'

import { COMMENT_BODY_MAX, COMMENT_MESSAGES } from '@cms/features/content/contract/comments'
import { ApiError, serverFieldErrors, serverMessage } from '@site/lib/api/client'

const CODE_OF_MESSAGE = new Map<string, string>(Object.entries(COMMENT_MESSAGES).map(([code, message]) => [message, code]))

/**
 * What went wrong with a comment call, in the page's language: the API answers in English with a
 * code or one of the contract's messages, and each has its own string here.
 */
export function commentProblem(error: unknown, t: TFunction): string {
  if (error instanceof ApiError && error.status === 429) return t('comments.error.tooMany')
  const field = serverFieldErrors(error).body
  if (field === 'required' || field === 'tooLong') return t(`comments.error.${field}`, { max: COMMENT_BODY_MAX })
  const code = CODE_OF_MESSAGE.get(serverMessage(error) ?? '')
  return code ? t(`comments.error.${code}`) : t('comments.error')
}
