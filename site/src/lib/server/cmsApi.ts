import { CLIENT_ADDRESS_HEADER, INTERNAL_KEY_HEADER, internalKey } from '../../../../cms/auth/internalKey'
import { cmsInternalUrl } from '../cms'

/**
 * Calls from the site's API to the CMS: with the portal's internal key and the visitor's address
 * (the CMS counts its limits per client), and with the visitor's session token when there is one.
 * The CMS unreachable is a 502 for the visitor, never an unhandled error.
 */
export type CmsCall = {
  method?: 'GET' | 'POST' | 'PATCH' | 'DELETE'
  body?: unknown
  token?: string | null
  clientAddress?: string
  form?: FormData
}

export type CmsAnswer = { status: number; body: Record<string, unknown>; headers: Headers }

export async function callCms(path: string, { method = 'GET', body, token, clientAddress, form }: CmsCall = {}): Promise<CmsAnswer> {
  const headers = new Headers({ accept: 'application/json', [INTERNAL_KEY_HEADER]: internalKey(payloadSecret()) })
  if (clientAddress) headers.set(CLIENT_ADDRESS_HEADER, clientAddress)
  if (token) headers.set('authorization', `JWT ${token}`)
  if (body !== undefined) headers.set('content-type', 'application/json')
  let response: Response
  try {
    response = await fetch(`${cmsInternalUrl()}${path}`, { method, headers, body: form ?? (body === undefined ? undefined : JSON.stringify(body)), signal: AbortSignal.timeout(15_000) })
  } catch (error) {
    console.error(`portal API: the CMS did not answer ${method} ${path}`, error)
    return { status: 502, body: { error: 'Something went wrong. Please try again later.' }, headers: new Headers() }
  }
  const text = await response.text()
  let parsed: unknown = {}
  try {
    parsed = text ? JSON.parse(text) : {}
  } catch {
    parsed = { error: text.slice(0, 300) }
  }
  const answer = parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : { data: parsed }
  return { status: response.status, body: answer, headers: response.headers }
}

function payloadSecret(): string {
  const secret = process.env.PAYLOAD_SECRET
  if (!secret) throw new Error('PAYLOAD_SECRET is not set: the site server needs the same secret as the CMS')
  return secret
}

/** A refusal from the CMS passed on as it is: status, message (or the fallback), Retry-After. */
export function relayRefusal(answer: CmsAnswer, fallbackMessage: string, extra: Record<string, unknown> = {}): Response {
  const retryAfter = answer.headers.get('retry-after')
  const body = { ...extra, error: typeof answer.body.error === 'string' ? answer.body.error : fallbackMessage, ...(answer.body.errors ? { errors: answer.body.errors } : {}) }
  const response = new Response(JSON.stringify(body), { status: answer.status >= 400 ? answer.status : 502 })
  response.headers.set('content-type', 'application/json; charset=utf-8')
  response.headers.set('cache-control', 'no-store')
  if (retryAfter) response.headers.set('retry-after', retryAfter)
  return response
}
