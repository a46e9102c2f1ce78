import type { Language } from '@cms/core/contract/language'
import type { APIContext } from 'astro'

import type { Visitor } from '@cms/core/visitor'
import { sessionUser, type SessionUser } from '@cms/core/visitorSession'
import { hasRole } from '@cms/core/contract/roles'
import { answerFailure } from './failures'
import { refusal } from './http'
import { endSession, hasSessionCookies, sessionToken } from './session'

export type { Visitor }
export type Member = Visitor & { user: SessionUser }

/** What a route needs of Astro's context: the request and what the server handed over. */
export type RouteContext = Pick<APIContext, 'request' | 'url' | 'params' | 'locals'>

/** The language of the visitor's mail: the page's, as the browser says it. */
export function languageOf(request: Request, fromBody?: unknown): Language {
  if (fromBody === 'en' || fromBody === 'ru') return fromBody
  return request.headers.get('accept-language')?.trim().toLowerCase().startsWith('en') ? 'en' : 'ru'
}

/** Who is asking: their address and, when their session is valid, who they are. Throws when the database cannot say. */
export async function visitorOf(context: RouteContext, language?: Language): Promise<Visitor> {
  const { payload, clientAddress } = context.locals
  return { payload, address: clientAddress, user: await sessionUser(payload, sessionToken(context.request)), language: language ?? languageOf(context.request) }
}

const notSignedIn = () => refusal(401, 'notSignedIn')

/**
 * The signed-in member, or the answer for a request without one: 401 (and the session's cookies
 * cleared) when the session is not valid, 503 (cookies kept) when the database cannot tell.
 */
export async function memberOf(context: RouteContext, language?: Language): Promise<{ ok: true; member: Member } | { ok: false; response: Response }> {
  let visitor: Visitor
  try {
    visitor = await visitorOf(context, language)
  } catch (error) {
    return { ok: false, response: answerFailure(error) }
  }
  if (visitor.user) return { ok: true, member: visitor as Member }
  const response = notSignedIn()
  if (hasSessionCookies(context.request)) endSession(response.headers)
  return { ok: false, response }
}

/**
 * The signed-in admin, or the answer for anyone else: what memberOf answers, or 403. The
 * collections refuse non-admins anyway; this says so plainly instead of an empty answer.
 */
export async function adminOf(context: RouteContext): Promise<{ ok: true; member: Member } | { ok: false; response: Response }> {
  const signedIn = await memberOf(context)
  if (signedIn.ok && !hasRole(signedIn.member.user, 'admin')) return { ok: false, response: refusal(403, 'forbidden') }
  return signedIn
}
