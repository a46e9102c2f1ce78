import { hit, type RateLimitBucket } from '@cms/core/rateLimits'
import { tooManyAttempts } from '@cms/core/contract/messages'
import type { Visitor } from './visitor'
import { json } from './http'

/** Counts the request against a limit of the route's own; the 429 `tooManyAttempts` to answer when it is used up. */
export async function overLimit(visitor: Pick<Visitor, 'payload'>, bucket: RateLimitBucket, subject: string): Promise<Response | null> {
  const result = await hit(visitor.payload, bucket, subject)
  if (result.allowed) return null
  return json(429, { error: tooManyAttempts(result.retryAfterSeconds), code: 'tooManyAttempts' }, { 'retry-after': String(result.retryAfterSeconds) })
}
