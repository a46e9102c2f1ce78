import type { APIRoute } from 'astro'

import { verifyEmailSchema } from '../../lib/schemas/auth'
import { callCms, relayRefusal } from '../../lib/server/cmsApi'
import { acceptJson, json, methodNotAllowed } from '../../lib/server/http'
import { clientAddressOf } from '../../lib/server/portalUser'

export const prerender = false

/** POST /api/verify-email {token}: confirms the address from the emailed link. */
export const POST: APIRoute = async (context) => {
  const accepted = await acceptJson(context.request, context.url, 1024)
  if (!accepted.ok) return accepted.response
  const parsed = verifyEmailSchema.safeParse(accepted.body)
  if (!parsed.success) return json(400, { success: false, message: 'This confirmation link is not valid.' })
  const answer = await callCms('/api/portal/verify-email', { method: 'POST', body: parsed.data, clientAddress: clientAddressOf(context) })
  if (answer.status === 400) return json(400, { success: false, message: answer.body.message })
  if (answer.status !== 200) return relayRefusal(answer, 'Something went wrong. Please try again later.', { success: false })
  return json(200, { success: true })
}

export const ALL = methodNotAllowed('POST')
