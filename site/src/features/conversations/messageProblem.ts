import type { TFunction } from 'i18next'

import { CONVERSATION_MESSAGES } from '@cms/features/conversations/contract/conversations'
import { serverFieldErrors } from '@site/lib/api/client'
import { contractProblem } from '@site/ui/contractProblem'

/** A refused message in the page's language: the body's own problem by its code, any other refusal by its code (CONVERSATION_MESSAGES' keys, and confirming the address first). */
export function messageProblem(t: TFunction, error: unknown): string {
  const field = serverFieldErrors(error).body
  if (field === 'required' || field === 'tooLong') return t(`messages.error.${field}`)
  return contractProblem(error, t, { messages: CONVERSATION_MESSAGES, codes: ['verifyFirst'], prefix: 'messages' })
}
