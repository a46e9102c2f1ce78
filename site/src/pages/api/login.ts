import type { APIRoute } from 'astro'

import { fieldErrors, loginRequestSchema } from '../../lib/schemas/auth'
import { callCms, relayRefusal } from '../../lib/server/cmsApi'
import { acceptJson, json, methodNotAllowed } from '../../lib/server/http'
import { clientAddressOf } from '../../lib/server/portalUser'
import { startSession } from '../../lib/server/session'

export const prerender = false

/** POST /api/login {username | email, password}: signs in; the session cookie is the site's own. */
export const POST: APIRoute = async (context) => {
  const accepted = await acceptJson(context.request, context.url, 4 * 1024)
  if (!accepted.ok) return accepted.response
  const parsed = loginRequestSchema.safeParse(accepted.body)
  if (!parsed.success) return json(400, { error: 'Invalid email or password', errors: fieldErrors(parsed.error) })
  const answer = await callCms('/api/portal/login', { method: 'POST', body: { email: parsed.data.email, password: parsed.data.password }, clientAddress: clientAddressOf(context) })
  if (answer.status !== 200) return relayRefusal(answer, 'Invalid email or password')
  const response = json(200, answer.body.user)
  startSession(response.headers, String(answer.body.cookie), Number(answer.body.exp))
  return response
}

export const ALL = methodNotAllowed('POST')
