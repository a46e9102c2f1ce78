import { classifyError } from '@cms/core/errors/classifyError'
import { isRateLimited } from '@cms/core/errors/RateLimited'
import { MESSAGES } from '@cms/core/contract/messages'
import { json, refusal } from './http'

/** Seconds a client waits before retrying after a 503: the database is usually back by then. */
const RETRY_UNAVAILABLE_SECONDS = 5

export const unavailable = () => refusal(503, 'unavailable', {}, { 'retry-after': String(RETRY_UNAVAILABLE_SECONDS) })

type Extra = Record<string, unknown>

/**
 * The code of a refusal thrown without one of its own, by what threw it: Payload's errors by
 * name where the name says more than the status, any other by its status.
 */
const CODE_OF_ERROR_NAME: Readonly<Record<string, string>> = {
  AuthenticationError: 'invalidCredentials',
  UnverifiedEmail: 'verifyFirst',
  LockedAuth: 'accountLocked',
}
const CODE_OF_STATUS: Readonly<Record<number, string>> = {
  400: 'invalid',
  401: 'notSignedIn',
  403: 'forbidden',
  404: 'notFound',
  409: 'conflict',
  413: 'tooLarge',
  415: 'unsupportedType',
  423: 'locked',
}

/**
 * A thrown refusal's code: the one it carries in its data (a contract's refusal, thrown by a flow
 * or a collection hook with `refusalError`), else what its kind or status says.
 */
function codeOf(error: Error, status: number, data: unknown): string {
  const own = (data as { code?: unknown } | null)?.code
  if (typeof own === 'string' && own) return own
  return CODE_OF_ERROR_NAME[error.name] ?? CODE_OF_STATUS[status] ?? 'refused'
}

/** Payload's ValidationError data as field → message. */
function fieldMessages(data: unknown): Record<string, string> | null {
  const errors = (data as { errors?: unknown } | null)?.errors
  if (Array.isArray(errors)) {
    const fields: Record<string, string> = {}
    for (const issue of errors as { path?: unknown; message?: unknown }[]) {
      if (typeof issue.path === 'string' && typeof issue.message === 'string') fields[issue.path] ??= issue.message
    }
    return fields
  }
  if (errors && typeof errors === 'object') return errors as Record<string, string>
  return null
}

/**
 * The portal API's answer to anything a flow or the Local API threw, each with its `code`: a
 * limit is a 429 with Retry-After (`tooManyAttempts`, or `accountLocked` as a 423), a refusal the
 * collections made keeps its status, words and code, a malformed value is a 400 (`invalid`), a
 * constraint's refusal a 409 (`conflict`), a lost database a 503 (`unavailable`, the session
 * stays), and only a bug a logged 500 (`internal`). `extra` is merged into every refusal (e.g.
 * `success: false` for the calls whose answers carry it).
 */
export function answerFailure(error: unknown, extra: Extra = {}, fallback: string = MESSAGES.somethingWentWrong): Response {
  if (isRateLimited(error)) {
    const status = error.code === 'accountLocked' ? 423 : 429
    return json(status, { ...extra, error: error.message, message: error.message, code: error.code }, { 'retry-after': String(error.retryAfterSeconds) })
  }
  const status = (error as { status?: unknown } | null)?.status
  if (error instanceof Error && typeof status === 'number' && status >= 400 && status < 500) {
    const data = (error as { data?: unknown }).data
    const errors = fieldMessages(data)
    return json(status, { ...extra, error: error.message || fallback, code: codeOf(error, status, data), ...(errors ? { errors } : {}) })
  }
  const kind = classifyError(error)
  if (kind === 'unavailable' || (error instanceof Error && error.name === 'BackendUnavailable')) return unavailable()
  if (kind === 'bad-input') return json(400, { ...extra, error: fallback, code: 'invalid' })
  if (kind === 'conflict') return json(409, { ...extra, error: fallback, code: 'conflict' })
  console.error('portal API: unexpected failure', error)
  return json(500, { ...extra, error: fallback, code: 'internal' })
}
