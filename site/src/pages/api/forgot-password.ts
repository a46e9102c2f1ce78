import type { APIRoute } from 'astro'

import { forgotSchema } from '../../lib/schemas/auth'
import { callCms, relayRefusal } from '../../lib/server/cmsApi'
import { acceptJson, json, methodNotAllowed } from '../../lib/server/http'
import { clientAddressOf } from '../../lib/server/portalUser'

export const prerender = false

/** POST /api/forgot-password {email}: emails a 6-digit code; {success, message} (spec 7). */
export const POST: APIRoute = async (context) => {
  const accepted = await acceptJson(context.request, context.url, 2 * 1024)
  if (!accepted.ok) return accepted.response
  const parsed = forgotSchema.safeParse(accepted.body)
  if (!parsed.success) return json(400, { success: false, message: 'Please enter a valid email address' })
  const language = (accepted.body as { language?: unknown }).language === 'en' ? 'en' : 'ru'
  const answer = await callCms('/api/portal/forgot-password', { method: 'POST', body: { email: parsed.data.email, language }, clientAddress: clientAddressOf(context) })
  if (answer.status !== 200) return relayRefusal(answer, 'Failed to send verification code. Please try again later.', { success: false, message: answer.body.error ?? answer.body.message })
  return json(200, { success: answer.body.success === true, message: answer.body.message, ...(answer.body.code ? { code: answer.body.code } : {}) })
}

export const ALL = methodNotAllowed('POST')
