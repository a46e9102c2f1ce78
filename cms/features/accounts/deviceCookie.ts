import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'

/**
 * The device cookie of OWASP's "Slow down online guessing attacks with device cookies": a browser
 * that has signed in to an account keeps a token signed for that account. At sign-in it says the
 * attempt comes from a known device, which keeps its own limits; attempts from unknown clients share
 * one budget per account (sign-in throttle), so guessing spread over many addresses stops while the
 * owner, on a device they used before, still signs in.
 */
const DEVICE_COOKIE = 'device'

/** How long a browser stays known without signing in again. */
const DEVICE_COOKIE_DAYS = 365

/** Where a door that builds its own request (the portal's sign-in) hands the browser's cookie to the throttle. */
export const DEVICE_CONTEXT = 'deviceToken'

const normalized = (email: string) => email.trim().toLowerCase()
const signature = (secret: string, email: string, nonce: string) =>
  createHmac('sha256', secret)
    .update(`device|${normalized(email)}|${nonce}`)
    .digest('base64url')
    .slice(0, 32)

/** A new token for `email`: the account (base64url), a nonce and their signature. */
export function deviceToken(secret: string, email: string): string {
  const nonce = randomBytes(12).toString('base64url')
  return `${Buffer.from(normalized(email)).toString('base64url')}.${nonce}.${signature(secret, email, nonce)}`
}

/** Whether `token` was issued by this portal to a browser that signed in to `email`. */
export function isKnownDevice(secret: string, token: string | null | undefined, email: string): boolean {
  const [account, nonce, signed] = (token ?? '').split('.')
  if (!account || !nonce || !signed) return false
  if (Buffer.from(account, 'base64url').toString() !== normalized(email)) return false
  const expected = Buffer.from(signature(secret, email, nonce))
  const given = Buffer.from(signed)
  return expected.length === given.length && timingSafeEqual(expected, given)
}

/** The device token in a Cookie header, if any. */
export function deviceTokenIn(cookieHeader: string | null | undefined): string | null {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=')
    if (name === DEVICE_COOKIE) return decodeURIComponent(value.join('='))
  }
  return null
}

/** The Set-Cookie header that keeps `token` in the browser (HttpOnly: no script needs it). */
export function deviceCookieHeader(token: string): string {
  const secure = process.env.COOKIE_SECURE === 'true' ? '; Secure' : ''
  return `${DEVICE_COOKIE}=${encodeURIComponent(token)}; Path=/; Max-Age=${DEVICE_COOKIE_DAYS * 86_400}; HttpOnly; SameSite=Lax${secure}`
}
