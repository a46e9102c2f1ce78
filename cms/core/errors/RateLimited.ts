import { APIError, type PayloadRequest } from 'payload'

import { tooManyAttempts } from '@cms/core/contract/messages'

/**
 * A request over one of the per-visitor limits: 429 with Retry-After at every door. The REST
 * handler takes the header from `req.responseHeaders`; the portal's routes read
 * `retryAfterSeconds`. Recognised by `isRateLimited` rather than instanceof: the site server's
 * bundle and the CMS each hold their own copy of this class.
 */
export class RateLimited extends APIError<{ retryAfterSeconds: number; code: RateLimitCode }> {
  readonly retryAfterSeconds: number
  readonly code: RateLimitCode

  constructor(retryAfterSeconds: number, req?: Pick<PayloadRequest, 'responseHeaders'>, { message, code = 'tooManyAttempts' }: { message?: string; code?: RateLimitCode } = {}) {
    super(message ?? tooManyAttempts(retryAfterSeconds), 429, { retryAfterSeconds, code }, true)
    this.name = 'RateLimited'
    this.retryAfterSeconds = retryAfterSeconds
    this.code = code
    if (req) {
      req.responseHeaders ??= new Headers()
      req.responseHeaders.set('retry-after', String(retryAfterSeconds))
    }
  }
}

/** `accountLocked`: this account's sign-ins from this address, not the visitor's requests overall. */
export type RateLimitCode = 'tooManyAttempts' | 'accountLocked'

export function isRateLimited(error: unknown): error is Error & { status: 429; retryAfterSeconds: number; code: RateLimitCode } {
  return error instanceof Error && (error as { status?: unknown }).status === 429 && typeof (error as { retryAfterSeconds?: unknown }).retryAfterSeconds === 'number'
}

/**
 * Payload's logging levels name only its own errors (ErrorName); this one is the portal's, and as
 * routine as a wrong password.
 */
export const RATE_LIMITED_LOG_LEVEL = { RateLimited: 'info' } as unknown as Record<'APIError', 'info'>
