import type { APIRoute } from 'astro'

import { resetRequestSchema } from '../../lib/schemas/auth'
import { callCms, relayRefusal } from '../../lib/server/cmsApi'
import { acceptJson, json, methodNotAllowed } from '../../lib/server/http'
import { clientAddressOf } from '../../lib/server/portalUser'

export const prerender = false

/** POST /api/reset-password {email, code, newPassword}: {success, message} (spec 7). */
export const POST: APIRoute = async (context) => {
  const accepted = await acceptJson(context.request, context.url, 2 * 1024)
  if (!accepted.ok) return accepted.response
  const parsed = resetRequestSchema.safeParse(accepted.body)
  if (!parsed.success) return json(400, { success: false, message: 'Failed to reset password. Please check your verification code and try again.' })
  const answer = await callCms('/api/portal/reset-password', { method: 'POST', body: parsed.data, clientAddress: clientAddressOf(context) })
  if (answer.status === 400) return json(400, { success: false, message: answer.body.message, ...(answer.body.code ? { code: answer.body.code } : {}) })
  if (answer.status !== 200) return relayRefusal(answer, 'Failed to reset password. Please check your verification code and try again.', { success: false, message: answer.body.error })
  return json(200, { success: true, message: answer.body.message })
}

export const ALL = methodNotAllowed('POST')
