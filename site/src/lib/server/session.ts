import { SESSION_FLAG_COOKIE, TOKEN_COOKIE } from '@cms/features/accounts/contract/session'

/**
 * The visitor's session on the site's origin (cms/features/accounts/contract/session.ts): Payload's token in an
 * HttpOnly, SameSite=Lax cookie (Secure over HTTPS), and the readable flag beside it with the
 * same lifetime.
 */
function cookieOf(request: Request, name: string): string | null {
  for (const pair of (request.headers.get('cookie') ?? '').split(';')) {
    const separator = pair.indexOf('=')
    if (separator > 0 && pair.slice(0, separator).trim() === name) return pair.slice(separator + 1).trim()
  }
  return null
}

/** The session token, when the cookie holds something shaped like one. */
export function sessionToken(request: Request): string | null {
  const token = cookieOf(request, TOKEN_COOKIE)
  return token && /^[\w-]+\.[\w-]+\.[\w-]+$/.test(token) ? token : null
}

/** Whether the request carries any of the session's cookies (so a 401 should clear them). */
export const hasSessionCookies = (request: Request) => cookieOf(request, TOKEN_COOKIE) !== null || cookieOf(request, SESSION_FLAG_COOKIE) !== null

const secure = () => (process.env.COOKIE_SECURE === 'true' ? '; Secure' : '')

export function startSession(headers: Headers, token: string, expiresAtSeconds: number): void {
  const expires = new Date(expiresAtSeconds * 1000).toUTCString()
  headers.append('set-cookie', `${TOKEN_COOKIE}=${token}; Path=/; Expires=${expires}; HttpOnly; SameSite=Lax${secure()}`)
  headers.append('set-cookie', `${SESSION_FLAG_COOKIE}=1; Path=/; Expires=${expires}; SameSite=Lax${secure()}`)
}

export function endSession(headers: Headers): void {
  const past = 'Thu, 01 Jan 1970 00:00:00 GMT'
  headers.append('set-cookie', `${TOKEN_COOKIE}=; Path=/; Expires=${past}; HttpOnly; SameSite=Lax${secure()}`)
  headers.append('set-cookie', `${SESSION_FLAG_COOKIE}=; Path=/; Expires=${past}; SameSite=Lax${secure()}`)
}
