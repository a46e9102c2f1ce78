import { sql } from '@payloadcms/db-postgres'
import type { Payload, PayloadRequest } from 'payload'

import { COMMENTS_PER_HOUR } from '@cms/features/content/contract/comments'
import { CREW_ANSWERS_PER_DAY, CREW_REQUESTS_PER_DAY } from '@cms/features/crew/contract/crew'
import { SUBMISSION_IMAGES_PER_DAY, SUBMISSIONS_PER_DAY } from '@cms/features/content/contract/submissions'
import { RateLimited, type RateLimitCode } from '@cms/core/errors/RateLimited'
import { countSecurityEvent } from '@cms/features/accounts/securityCounts'
import { RELEASES_PER_DAY } from '@cms/features/serviceOrders/contract/serviceOrders'
import { REVIEW_REPORTS_PER_HOUR, REVIEWS_PER_DAY } from '@cms/features/reviews/contract/reviews'
import { MESSAGES_PER_HOUR, CONVERSATIONS_PER_DAY } from '@cms/features/conversations/contract/conversations'
import { secondsUntilAllowed, withinLimit } from '@cms/core/slidingWindow'

/**
 * The per-visitor limits: one mechanism for every door. Each is a sliding window (slidingWindow.ts)
 * over fixed windows counted in PostgreSQL (table `portal_rate_limits`, see the accounts migration),
 * so every server process shares the counts; one atomic upsert per request, so concurrent requests
 * cannot slip past a count they all read at once.
 *
 * The limits: generous for a person, far too small for a script guessing passwords or codes,
 * probing which addresses have accounts, or filling the database.
 */
export const RATE_LIMITS = {
  /** Sign-in attempts per visitor address, at the portal and at the CMS. */
  login: { limit: 20, windowSeconds: 15 * 60 },
  /**
   * Failed sign-ins of one account from one visitor address. Counted per account *and* address,
   * so a stranger's guesses never keep the owner, signing in from elsewhere, out of their account;
   * a success clears it.
   */
  loginAccount: { limit: 5, windowSeconds: 15 * 60, per: 'account' },
  /**
   * Sign-ins to one account from clients it has never signed in from, whatever their address
   * (device cookies). Counted per account, yet a budget of clients rather than of the account's
   * own use, so RATE_LIMIT_FACTOR applies: the end-to-end tests' fresh browsers are such clients.
   */
  loginNewDevice: { limit: 10, windowSeconds: 15 * 60 },
  /** New accounts per visitor address. */
  register: { limit: 5, windowSeconds: 60 * 60 },
  /** Email-exists checks per visitor address (they reveal who has an account). */
  checkEmail: { limit: 30, windowSeconds: 5 * 60 },
  /** Reset codes (or the CMS's reset links) requested per visitor address, and per email address. */
  forgotPassword: { limit: 5, windowSeconds: 15 * 60 },
  forgotPasswordPerEmail: { limit: 3, windowSeconds: 15 * 60, per: 'account' },
  /** Reset attempts per visitor address (each code also allows only 5 tries). */
  resetPassword: { limit: 10, windowSeconds: 15 * 60 },
  /** Verification links sent per account. */
  resendVerification: { limit: 3, windowSeconds: 15 * 60, per: 'account' },
  /** Verification-link checks per visitor address. */
  verifyEmail: { limit: 20, windowSeconds: 15 * 60 },
  /** Unlock requests per visitor address (admins only, but a door all the same). */
  unlock: { limit: 20, windowSeconds: 15 * 60 },
  /** Profile photos uploaded per account (each is resized, which costs the server real work). */
  photoUpload: { limit: 20, windowSeconds: 60 * 60, per: 'account' },
  /** Contact messages per visitor address. */
  contactMessage: { limit: 5, windowSeconds: 15 * 60 },
  /** Concierge inquiries per visitor address (each mails the sender and the team). */
  lead: { limit: 5, windowSeconds: 15 * 60 },
  /** Insurance quote requests per visitor address (each is quoted by every insurer and mailed). */
  quoteRequest: { limit: 5, windowSeconds: 15 * 60 },
  /** Donations started per visitor address (each opens a charge with the provider), guests' included. */
  donation: { limit: 10, windowSeconds: 15 * 60 },
  /** Subscriptions started per visitor address (each opens a charge with the provider). */
  subscription: { limit: 10, windowSeconds: 15 * 60 },
  /** Payments started per account (each opens a charge with the provider). */
  paymentStart: { limit: 30, windowSeconds: 15 * 60, per: 'account' },
  /** Cards tried at the test gateway per visitor address: a card tester's loop stops here. */
  cardAttempt: { limit: 30, windowSeconds: 15 * 60 },
  /** Free-standing /payment-test charges per account. */
  testCharge: { limit: 30, windowSeconds: 60 * 60, per: 'account' },
  /** Analytics events per visitor address: a busy reader's pages, not a script inflating the counts. */
  analyticsTrack: { limit: 300, windowSeconds: 15 * 60 },
  /** New member submissions (drafts included) per account and day (cms/features/content/contract/submissions.ts). */
  contentSubmission: { limit: SUBMISSIONS_PER_DAY, windowSeconds: 24 * 60 * 60, per: 'account' },
  /** Pictures uploaded for submissions per account and day; each is resized, which costs real work. */
  submissionImage: { limit: SUBMISSION_IMAGES_PER_DAY, windowSeconds: 24 * 60 * 60, per: 'account' },
  /** Comments on events per account and hour (cms/features/content/contract/comments.ts). */
  comment: { limit: COMMENTS_PER_HOUR, windowSeconds: 60 * 60, per: 'account' },
  /** Reports of comments per account and hour: each rings the admins' bell. */
  commentReport: { limit: 30, windowSeconds: 60 * 60, per: 'account' },
  /** Reviews written per account and day, and reports of reviews per account and hour (cms/features/reviews/contract/reviews.ts). */
  review: { limit: REVIEWS_PER_DAY, windowSeconds: 24 * 60 * 60, per: 'account' },
  reviewReport: { limit: REVIEW_REPORTS_PER_HOUR, windowSeconds: 60 * 60, per: 'account' },
  /** Conversations started (questions to owners, bookings' own) per account and day, and messages per account and hour (cms/features/conversations/contract/conversations.ts). */
  conversation: { limit: CONVERSATIONS_PER_DAY, windowSeconds: 24 * 60 * 60, per: 'account' },
  message: { limit: MESSAGES_PER_HOUR, windowSeconds: 60 * 60, per: 'account' },
  /** Crew requests per account and day, and crew answers (each emails someone) (cms/features/crew/contract/crew.ts). */
  crewRequest: { limit: CREW_REQUESTS_PER_DAY, windowSeconds: 24 * 60 * 60, per: 'account' },
  crewAnswer: { limit: CREW_ANSWERS_PER_DAY, windowSeconds: 24 * 60 * 60, per: 'account' },
  /** Orders a service company hands back a day (each recorded): taking and releasing is no way to read guests' contacts. */
  orderRelease: { limit: RELEASES_PER_DAY, windowSeconds: 24 * 60 * 60, per: 'account' },
  /** Newsletter sign-ups per visitor address, and per address signed up: nobody can mail-bomb a stranger. */
  newsletterSignUp: { limit: 10, windowSeconds: 15 * 60 },
  newsletterPerEmail: { limit: 3, windowSeconds: 60 * 60, per: 'account' },
  /** Questions to the assistant per visitor address: each may cost a call to the model. */
  chat: { limit: 30, windowSeconds: 5 * 60 },
  /** Confirmation and unsubscribe links tried per visitor address. */
  newsletterLink: { limit: 30, windowSeconds: 15 * 60 },
} as const satisfies Record<string, { limit: number; windowSeconds: number; per?: 'account' }>

export type RateLimitBucket = keyof typeof RATE_LIMITS

export type RateLimitResult = { allowed: true } | { allowed: false; retryAfterSeconds: number }

/** Rows older than this are deleted now and then: two of the longest window, as the previous window still counts. */
const KEEP_SECONDS = 2 * 24 * 60 * 60

/**
 * RATE_LIMIT_FACTOR multiplies the limits per visitor address (not those per account): end-to-end
 * tests sign up dozens of accounts from one address. Production leaves it unset (1).
 */
function limitFactor(bucket: RateLimitBucket): number {
  if ('per' in RATE_LIMITS[bucket]) return 1
  const factor = Number(process.env.RATE_LIMIT_FACTOR ?? 1)
  return Number.isFinite(factor) && factor >= 1 ? factor : 1
}

function windowStart(nowMs: number, windowSeconds: number): number {
  return Math.floor(nowMs / 1000 / windowSeconds) * windowSeconds
}

/** Counts one more request of `subject` (a visitor address, an account, an email) and says whether it may go on. */
export async function hit(payload: Payload, bucket: RateLimitBucket, subject: string, nowMs = Date.now()): Promise<RateLimitResult> {
  const { windowSeconds } = RATE_LIMITS[bucket]
  const limit = RATE_LIMITS[bucket].limit * limitFactor(bucket)
  const start = windowStart(nowMs, windowSeconds)
  const key = subject.slice(0, 320)
  // One statement: the upsert of this window's count and the read of the previous window's.
  const result = await payload.db.drizzle.execute(sql`
    WITH counted AS (
      INSERT INTO portal_rate_limits (bucket, subject, window_start, hits)
      VALUES (${bucket}, ${key}, to_timestamp(${start}), 1)
      ON CONFLICT (bucket, subject, window_start) DO UPDATE SET hits = portal_rate_limits.hits + 1
      RETURNING hits)
    SELECT counted.hits,
      COALESCE((SELECT hits FROM portal_rate_limits
        WHERE bucket = ${bucket} AND subject = ${key} AND window_start = to_timestamp(${start - windowSeconds})), 0) AS previous
    FROM counted`)
  const row = result.rows[0] as { hits: number | string; previous: number | string } | undefined
  const counts = { current: Number(row?.hits ?? 0), previous: Number(row?.previous ?? 0), elapsedSeconds: nowMs / 1000 - start, windowSeconds }
  // Now and then, drop old windows (about once per 200 requests).
  if (Math.random() < 0.005) {
    await payload.db.drizzle.execute(sql`DELETE FROM portal_rate_limits WHERE window_start < to_timestamp(${Math.floor(nowMs / 1000) - KEEP_SECONDS})`)
  }
  if (withinLimit(counts, limit)) return { allowed: true }
  return { allowed: false, retryAfterSeconds: secondsUntilAllowed(counts, limit) }
}

/** Forgets a subject's count, e.g. an account's failed sign-ins once the right password is given. */
export async function forget(payload: Payload, bucket: RateLimitBucket, subject: string): Promise<void> {
  await payload.db.drizzle.execute(sql`DELETE FROM portal_rate_limits WHERE bucket = ${bucket} AND subject = ${subject.slice(0, 320)}`)
}

/**
 * Counts the request against each limit and throws RateLimited (429, Retry-After) at the first
 * one exceeded. For collection hooks, so the same limit holds at every door.
 */
export async function enforce(
  req: PayloadRequest,
  limits: readonly (readonly [RateLimitBucket, string])[],
  refusal: { message?: string; code?: RateLimitCode } = {},
): Promise<void> {
  for (const [bucket, subject] of limits) {
    const result = await hit(req.payload, bucket, subject)
    if (!result.allowed) {
      await countSecurityEvent(req.payload, refusal.code === 'accountLocked' ? 'lockout' : 'rate-limited', bucket)
      throw new RateLimited(result.retryAfterSeconds, req, refusal)
    }
  }
}

/** Trusted server code (seed, tests, jobs) that must not be counted as a visitor sets this in `req.context`. */
export const SKIP_RATE_LIMITS = 'skipRateLimits'

export function rateLimitsApply(req: Pick<PayloadRequest, 'context'>): boolean {
  return req.context?.[SKIP_RATE_LIMITS] !== true
}

/** Forgets every subject of a bucket that starts with `prefix` (an account's failed sign-ins from anywhere). */
export async function forgetStartingWith(payload: Payload, bucket: RateLimitBucket, prefix: string): Promise<void> {
  const pattern = `${prefix.slice(0, 300).replace(/[\\%_]/g, (character) => `\\${character}`)}%`
  await payload.db.drizzle.execute(sql`DELETE FROM portal_rate_limits WHERE bucket = ${bucket} AND subject LIKE ${pattern}`)
}
