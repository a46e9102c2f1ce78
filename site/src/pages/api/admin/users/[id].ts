import type { APIRoute } from 'astro'

import { toPortalUser } from '../../../../../../cms/auth/portalUser'
import type { User } from '../../../../../../cms/payload-types'
import { hasRole } from '../../../../lib/roles'
import { cmsUrl } from '../../../../lib/cms'
import { callCms } from '../../../../lib/server/cmsApi'
import { json, methodNotAllowed } from '../../../../lib/server/http'
import { currentUser } from '../../../../lib/server/portalUser'
import { notSignedIn } from '../../../../lib/server/session'

export const prerender = false

/** GET /api/admin/users/{id}: any user's profile, for admins only (spec 7). */
export const GET: APIRoute = async ({ params, cookies }) => {
  const session = await currentUser(cookies)
  if (!session) return notSignedIn()
  if (!hasRole(session.user, 'admin')) return json(403, { error: 'Only administrators may see other users.' })
  const id = Number(params.id)
  if (!Number.isSafeInteger(id) || id <= 0) return json(400, { error: 'The user id must be a positive number.' })
  const answer = await callCms(`/api/users/${id}?depth=1`, { token: session.token })
  if (answer.status === 404) return json(404, { error: 'No such user.' })
  if (answer.status !== 200) return json(502, { error: 'Something went wrong. Please try again later.' })
  return json(200, toPortalUser(answer.body as unknown as User, cmsUrl()))
}

export const ALL = methodNotAllowed('GET')
