import type { APIRoute } from 'astro'

import { changePasswordSchema, fieldErrors } from '../../../lib/schemas/auth'
import { callCms, relayRefusal } from '../../../lib/server/cmsApi'
import { acceptJson, json, methodNotAllowed } from '../../../lib/server/http'
import { notSignedIn, sessionToken } from '../../../lib/server/session'

export const prerender = false

/** POST /api/account/password {currentPassword, newPassword}: other sessions end, this one stays. */
export const POST: APIRoute = async ({ request, url, cookies }) => {
  const accepted = await acceptJson(request, url, 2 * 1024)
  if (!accepted.ok) return accepted.response
  const token = sessionToken(cookies)
  if (!token) return notSignedIn()
  const parsed = changePasswordSchema.safeParse(accepted.body)
  if (!parsed.success) return json(400, { error: 'Something went wrong. Please try again later.', errors: fieldErrors(parsed.error) })
  const answer = await callCms('/api/portal/change-password', { method: 'POST', token, body: { currentPassword: parsed.data.currentPassword, newPassword: parsed.data.newPassword } })
  if (answer.status !== 200) return relayRefusal(answer, 'Something went wrong. Please try again later.')
  return json(200, { success: true })
}

export const ALL = methodNotAllowed('POST')
