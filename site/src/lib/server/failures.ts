import { classifyError } from '@cms/core/errors/classifyError'
import { isRateLimited } from '@cms/core/errors/RateLimited'
import { MESSAGES } from '@cms/core/contract/messages'
import { json } from './http'

/** Seconds a client waits before retrying after a 503: the database is usually back by then. */
const RETRY_UNAVAILABLE_SECONDS = 5

export const unavailable = () => json(503, { error: MESSAGES.unavailable }, { 'retry-after': String(RETRY_UNAVAILABLE_SECONDS) })

type Extra = Record<string, unknown>

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
 * The portal API's answer to anything a flow or the Local API threw: a limit is a 429 with
 * Retry-After, a refusal the collections made keeps its status and words, a malformed value is a
 * 400, a lost database a 503 (the session stays), and only a bug a logged 500. `extra` is merged
 * into every refusal (e.g. `success: false` for the calls whose answers carry it).
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
    return json(status, { ...extra, error: error.message || fallback, ...(errors ? { errors } : {}) })
  }
  const kind = classifyError(error)
  if (kind === 'unavailable' || (error instanceof Error && error.name === 'BackendUnavailable')) return unavailable()
  if (kind === 'bad-input') return json(400, { ...extra, error: fallback })
  if (kind === 'conflict') return json(409, { ...extra, error: fallback })
  console.error('portal API: unexpected failure', error)
  return json(500, { ...extra, error: fallback })
}
