import type { APIRoute } from 'astro'

import { fieldErrors, registerRequestSchema } from '../../lib/schemas/auth'
import { callCms, relayRefusal } from '../../lib/server/cmsApi'
import { acceptJson, json, methodNotAllowed } from '../../lib/server/http'
import { clientAddressOf } from '../../lib/server/portalUser'
import { startSession } from '../../lib/server/session'

export const prerender = false

/**
 * POST /api/register: the form without confirmPassword, photoUrl null (spec 3). Creates the
 * account with the self-selectable roles only, emails the verification link, signs in.
 */
export const POST: APIRoute = async (context) => {
  const accepted = await acceptJson(context.request, context.url, 8 * 1024)
  if (!accepted.ok) return accepted.response
  const parsed = registerRequestSchema.safeParse(accepted.body)
  if (!parsed.success) return json(400, { error: 'Could not create account', errors: fieldErrors(parsed.error) })
  const { photoUrl: _photoUrl, ...account } = parsed.data
  const language = context.request.headers.get('accept-language')?.toLowerCase().startsWith('en') ? 'en' : 'ru'
  const answer = await callCms('/api/portal/register', { method: 'POST', body: { ...account, language }, clientAddress: clientAddressOf(context) })
  if (answer.status !== 201) return relayRefusal(answer, 'Could not create account')
  const response = json(201, answer.body.user)
  if (answer.body.cookie) startSession(response.headers, String(answer.body.cookie), Number(answer.body.exp))
  return response
}

export const ALL = methodNotAllowed('POST')
