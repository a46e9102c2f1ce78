import type { APIRoute } from 'astro'

import { toPortalUser } from '../../../../cms/auth/portalUser'
import type { User } from '../../../../cms/payload-types'
import { cmsUrl } from '../../lib/cms'
import { accountUpdateSchema, deleteAccountSchema, fieldErrors } from '../../lib/schemas/auth'
import { callCms, relayRefusal } from '../../lib/server/cmsApi'
import { acceptJson, json, methodNotAllowed } from '../../lib/server/http'
import { currentUser } from '../../lib/server/portalUser'
import { endSession, notSignedIn, sessionToken } from '../../lib/server/session'

export const prerender = false

/** PATCH /api/account: the signed-in user's own profile (names, phone, brand name). */
export const PATCH: APIRoute = async ({ request, url, cookies }) => {
  const accepted = await acceptJson(request, url, 4 * 1024)
  if (!accepted.ok) return accepted.response
  const session = await currentUser(cookies)
  if (!session) return notSignedIn()
  const { user, token } = session
  const parsed = accountUpdateSchema.safeParse(accepted.body)
  if (!parsed.success) return json(400, { error: 'Something went wrong. Please try again later.', errors: fieldErrors(parsed.error) })
  // As the user, through Payload's REST API: the collection's access rules decide what may change.
  const answer = await callCms(`/api/users/${user.id}?depth=1`, { method: 'PATCH', token, body: parsed.data })
  if (answer.status !== 200) return relayRefusal(answer, 'Something went wrong. Please try again later.')
  return json(200, toPortalUser(answer.body.doc as User, cmsUrl()))
}

/** DELETE /api/account {password}: deletes the account after the password confirms it; signs out. */
export const DELETE: APIRoute = async ({ request, url, cookies }) => {
  const accepted = await acceptJson(request, url, 1024)
  if (!accepted.ok) return accepted.response
  const token = sessionToken(cookies)
  if (!token) return notSignedIn()
  const parsed = deleteAccountSchema.safeParse(accepted.body)
  if (!parsed.success) return json(400, { error: 'Enter your password to confirm.' })
  const answer = await callCms('/api/portal/delete-account', { method: 'POST', token, body: parsed.data })
  if (answer.status !== 200) return relayRefusal(answer, 'Something went wrong. Please try again later.')
  const response = json(200, { ok: true })
  endSession(response.headers)
  return response
}

export const ALL = methodNotAllowed('PATCH, DELETE')
