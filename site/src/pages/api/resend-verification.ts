import type { APIRoute } from 'astro'

import { callCms, relayRefusal } from '../../lib/server/cmsApi'
import { json, methodNotAllowed } from '../../lib/server/http'
import { signedInCall } from '../../lib/server/session'

export const prerender = false

/** POST /api/resend-verification: a new confirmation link for the signed-in user. */
export const POST: APIRoute = async ({ request, url, cookies }) => {
  const call = signedInCall(request, url, cookies)
  if (!call.ok) return call.response
  const language = request.headers.get('accept-language')?.toLowerCase().startsWith('en') ? 'en' : 'ru'
  const answer = await callCms('/api/portal/resend-verification', { method: 'POST', token: call.token, body: { language } })
  if (answer.status !== 200) return relayRefusal(answer, 'Something went wrong. Please try again later.')
  return json(200, { success: true })
}

export const ALL = methodNotAllowed('POST')
