import type { AstroCookies } from 'astro'

import { foreignOrigin, json } from './http'

/**
 * The visitor's session on the site's origin: Payload's token in an HttpOnly cookie (the CMS
 * writes its attributes: HttpOnly, SameSite=Lax, Secure over HTTPS, Path=/, its expiry), and a
 * readable `portal-session` flag with the same lifetime, so pages know whether to ask who is
 * signed in without a request for every guest.
 */
export const TOKEN_COOKIE = 'payload-token'
export const SESSION_FLAG_COOKIE = 'portal-session'

export function sessionToken(cookies: AstroCookies): string | null {
  const token = cookies.get(TOKEN_COOKIE)?.value
  return token && /^[\w-]+\.[\w-]+\.[\w-]+$/.test(token) ? token : null
}

const secure = () => process.env.COOKIE_SECURE === 'true'

/** Sets the session from the cookie line the CMS generated for it. */
export function startSession(headers: Headers, cmsCookieLine: string, expiresAtSeconds: number): void {
  headers.append('set-cookie', cmsCookieLine)
  const expires = new Date(expiresAtSeconds * 1000).toUTCString()
  headers.append('set-cookie', `${SESSION_FLAG_COOKIE}=1; Path=/; Expires=${expires}; SameSite=Lax${secure() ? '; Secure' : ''}`)
}

export function endSession(headers: Headers): void {
  const past = 'Thu, 01 Jan 1970 00:00:00 GMT'
  headers.append('set-cookie', `${TOKEN_COOKIE}=; Path=/; Expires=${past}; HttpOnly; SameSite=Lax${secure() ? '; Secure' : ''}`)
  headers.append('set-cookie', `${SESSION_FLAG_COOKIE}=; Path=/; Expires=${past}; SameSite=Lax${secure() ? '; Secure' : ''}`)
}

export const notSignedIn = () => json(401, { error: 'Sign in first.' })

export type SignedInCall = { ok: true; token: string } | { ok: false; response: Response }

/**
 * A bodiless state-changing call of a signed-in visitor: refused from another site's page (403),
 * or without a session (401); otherwise the session token to call the CMS with.
 */
export function signedInCall(request: Request, url: URL, cookies: AstroCookies): SignedInCall {
  const refused = foreignOrigin(request, url)
  if (refused) return { ok: false, response: refused }
  const token = sessionToken(cookies)
  return token ? { ok: true, token } : { ok: false, response: notSignedIn() }
}
