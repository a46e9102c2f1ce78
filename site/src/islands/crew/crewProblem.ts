import type { TFunction } from 'i18next'

import { CREW_MESSAGES, CREW_REQUEST_MAX_DAYS } from '../../../../cms/contract/crew'
import { ApiError, serverMessage } from '../../lib/api/client'

const CODE_OF_MESSAGE = new Map<string, string>(Object.entries(CREW_MESSAGES).map(([code, message]) => [message, code]))

/**
 * What went wrong with a crew call, in the page's language: the API answers in English with one
 * of the contract's messages, and each has its own string here.
 */
export function crewProblem(error: unknown, t: TFunction): string {
  if (error instanceof ApiError && error.status === 429) return t('crew.error.tooMany')
  const code = CODE_OF_MESSAGE.get(serverMessage(error) ?? '')
  return code ? t(`crew.error.${code}`, { max: CREW_REQUEST_MAX_DAYS }) : t('crew.error')
}
