import type { AfterErrorHook } from 'payload'

import { classifyError, FAILURE_STATUS } from './classifyError'
import { MESSAGES } from '@cms/core/contract/messages'

const WORDS = {
  'bad-input': 'The request contains a value that cannot be stored or searched for.',
  conflict: 'The request conflicts with stored data.',
  unavailable: MESSAGES.unavailable,
} as const

/**
 * The REST API's answer to an error Payload did not recognise: what PostgreSQL refused for being
 * malformed is the caller's mistake (400), a lost database is a 503 to retry; only the rest stays
 * a 500 (spec: bad input never yields a 500).
 */
export const answerFailuresByKind: AfterErrorHook = ({ error, req, result }) => {
  const status: unknown = (error as Error & { status?: unknown }).status
  if (typeof status === 'number' && status < 500) return
  const kind = classifyError(error)
  if (kind === 'internal') return
  if (kind === 'unavailable') {
    req.responseHeaders ??= new Headers()
    req.responseHeaders.set('retry-after', '5')
  }
  return { response: { ...result, errors: [{ message: WORDS[kind] }] }, status: FAILURE_STATUS[kind] }
}
