import type { PayloadHandler, PayloadRequest } from 'payload'
import { AuthenticationError, commitTransaction, initTransaction, killTransaction, LockedAuth } from 'payload'
import { generatePayloadCookie } from 'payload/shared'

import { CLIENT_ADDRESS_HEADER, INTERNAL_KEY_HEADER, isInternalKey } from '../../auth/internalKey'
import { toPortalUser } from '../../auth/portalUser'
import { hit, type RateLimitBucket } from '../../auth/rateLimits'
import type { User } from '../../payload-types'

/** What the portal endpoints share: the internal key, the client's address, JSON in and out. */

export const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', ...headers } })

/** The body as an object, or null when it is not a JSON object. */
export async function readObject(req: PayloadRequest): Promise<Record<string, unknown> | null> {
  try {
    const body: unknown = await req.json?.()
    return body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : null
  } catch {
    return null
  }
}

export const text = (value: unknown, max: number): string | null =>
  typeof value === 'string' && value.length <= max ? value : null

export const email = (value: unknown): string | null => {
  const candidate = text(value, 254)?.trim().toLowerCase()
  return candidate && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(candidate) ? candidate : null
}

export const language = (value: unknown): 'ru' | 'en' => (value === 'en' ? 'en' : 'ru')

export function clientAddress(req: PayloadRequest): string {
  return req.headers.get(CLIENT_ADDRESS_HEADER)?.trim().slice(0, 64) || 'unknown'
}

export const tooMany = (retryAfterSeconds: number) =>
  json(429, { error: `Too many attempts. Try again in ${Math.max(1, Math.ceil(retryAfterSeconds / 60))} minutes.` }, { 'retry-after': String(retryAfterSeconds) })

/** Counts the request against each limit; the 429 answer when one is exceeded. */
export async function limited(req: PayloadRequest, limits: [RateLimitBucket, string][]): Promise<Response | null> {
  for (const [bucket, subject] of limits) {
    const result = await hit(req.payload, bucket, subject)
    if (!result.allowed) return tooMany(result.retryAfterSeconds)
  }
  return null
}

/** Wraps a handler: only the site server (holding the internal key) reaches it; errors become 500 JSON. */
export function internal(handler: PayloadHandler): PayloadHandler {
  return async (req) => {
    if (!isInternalKey(req.headers.get(INTERNAL_KEY_HEADER), req.payload.config.secret)) return json(404, { error: 'Not found' })
    try {
      return await handler(req)
    } catch (error) {
      req.payload.logger.error({ err: error, msg: `portal endpoint ${req.url ?? ''} failed` })
      return json(500, { error: 'Something went wrong. Please try again later.' })
    }
  }
}

/**
 * The answer to a sign-in (or a sign-up that signs in): the portal user, the token and its expiry,
 * and the cookie line Payload would set, for the site to set on its own origin.
 */
export function signedIn(req: PayloadRequest, status: number, result: { user: User; token?: string; exp?: number }): Response {
  const cookie = result.token
    ? generatePayloadCookie({ collectionAuthConfig: req.payload.collections.users.config.auth, cookiePrefix: req.payload.config.cookiePrefix, token: result.token })
    : null
  return json(status, { user: toPortalUser(result.user, req.payload.config.serverURL), token: result.token, exp: result.exp, cookie })
}

/**
 * Runs several Local API calls as one database transaction on the request (custom endpoints get
 * none of their own): all of them happen, or none.
 */
export async function inTransaction<T>(req: PayloadRequest, work: () => Promise<T>): Promise<T> {
  const owned = await initTransaction(req)
  try {
    const result = await work()
    if (owned) await commitTransaction(req)
    return result
  } catch (error) {
    if (owned) await killTransaction(req)
    throw error
  }
}

/** The member the site's call is made for (their session token), or null for a guest. */
export function signedInMember(req: PayloadRequest): User | null {
  return req.user && req.user.collection === 'users' ? (req.user as User) : null
}

export const notSignedIn = () => json(401, { error: 'Sign in first.' })

export const LOCKED_MESSAGE = 'This account is locked after too many failed sign-ins. Try again in 15 minutes or reset your password.'

/**
 * Before a change only the account holder may make (a new password, deleting the account): the
 * current password, checked as sign-in checks it, so a wrong one counts towards the lockout. The
 * 403 or 423 answer when it fails, null when it is right. The session the check opens is not used.
 */
export async function confirmCurrentPassword(req: PayloadRequest, user: User, password: string): Promise<Response | null> {
  try {
    await req.payload.login({ collection: 'users', data: { email: user.email, password } })
    return null
  } catch (error) {
    if (error instanceof AuthenticationError) return json(403, { error: 'Current password is incorrect' })
    if (error instanceof LockedAuth) return json(423, { error: LOCKED_MESSAGE })
    throw error
  }
}
