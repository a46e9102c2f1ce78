import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

/**
 * Per-client limits on the portal's account calls, on top of Payload's per-account lockout
 * (5 failed sign-ins lock an account for 15 minutes). Counted in PostgreSQL (table
 * `portal_rate_limits`, see the accounts migration), so every CMS replica shares them. A fixed
 * window per bucket and subject: simple, and one upsert per request.
 *
 * The limits: generous for a person, far too small for a script guessing passwords, codes or
 * which addresses have accounts.
 */
export const RATE_LIMITS = {
  /** Sign-in attempts per client address. */
  login: { limit: 20, windowSeconds: 15 * 60 },
  /** New accounts per client address. */
  register: { limit: 5, windowSeconds: 60 * 60 },
  /** Email-exists checks per client address (they reveal who has an account). */
  checkEmail: { limit: 30, windowSeconds: 5 * 60 },
  /** Reset codes requested per client address, and per email address. */
  forgotPassword: { limit: 5, windowSeconds: 15 * 60 },
  forgotPasswordPerEmail: { limit: 3, windowSeconds: 15 * 60 },
  /** Reset attempts per client address (each code also allows only 5 tries). */
  resetPassword: { limit: 10, windowSeconds: 15 * 60 },
  /** Verification links sent per account. */
  resendVerification: { limit: 3, windowSeconds: 15 * 60 },
  /** Verification-link checks per client address. */
  verifyEmail: { limit: 20, windowSeconds: 15 * 60 },
  /** Profile photos uploaded per account (each is resized, which costs the server real work). */
  photoUpload: { limit: 20, windowSeconds: 60 * 60 },
} as const satisfies Record<string, { limit: number; windowSeconds: number }>

export type RateLimitBucket = keyof typeof RATE_LIMITS

export type RateLimitResult = { allowed: true } | { allowed: false; retryAfterSeconds: number }

/** Rows older than this are deleted now and then; every window is far shorter. */
const KEEP_SECONDS = 24 * 60 * 60

/**
 * RATE_LIMIT_FACTOR multiplies every limit: end-to-end tests sign up dozens of accounts from one
 * address. Production leaves it unset (1).
 */
function limitFactor(): number {
  const factor = Number(process.env.RATE_LIMIT_FACTOR ?? 1)
  return Number.isFinite(factor) && factor >= 1 ? factor : 1
}

export function windowStart(nowMs: number, windowSeconds: number): number {
  return Math.floor(nowMs / 1000 / windowSeconds) * windowSeconds
}

/** Counts one more request of `subject` (a client address or an email) and says whether it may go on. */
export async function hit(payload: Payload, bucket: RateLimitBucket, subject: string, nowMs = Date.now()): Promise<RateLimitResult> {
  const { windowSeconds } = RATE_LIMITS[bucket]
  const limit = RATE_LIMITS[bucket].limit * limitFactor()
  const start = windowStart(nowMs, windowSeconds)
  const result = await payload.db.drizzle.execute(sql`
    INSERT INTO portal_rate_limits (bucket, subject, window_start, hits)
    VALUES (${bucket}, ${subject.slice(0, 320)}, to_timestamp(${start}), 1)
    ON CONFLICT (bucket, subject, window_start) DO UPDATE SET hits = portal_rate_limits.hits + 1
    RETURNING hits`)
  const hits = Number((result.rows[0] as { hits: number | string } | undefined)?.hits ?? 0)
  // Now and then, drop old windows (about once per 200 requests).
  if (Math.random() < 0.005) {
    await payload.db.drizzle.execute(sql`DELETE FROM portal_rate_limits WHERE window_start < to_timestamp(${Math.floor(nowMs / 1000) - KEEP_SECONDS})`)
  }
  if (hits <= limit) return { allowed: true }
  return { allowed: false, retryAfterSeconds: Math.max(1, start + windowSeconds - Math.floor(nowMs / 1000)) }
}
