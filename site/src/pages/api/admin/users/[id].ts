import type { APIRoute } from 'astro'

import { visitorRequest } from '../../../../../../cms/auth/flows/visitor'
import { MESSAGES } from '../../../../../../cms/contract/messages'
import { toPortalUser } from '../../../../../../cms/contract/portalUser'
import { hasRole } from '../../../../lib/roles'
import { answerFailure } from '../../../../lib/server/failures'
import { json, methodNotAllowed } from '../../../../lib/server/http'
import { memberOf } from '../../../../lib/server/visitor'

export const prerender = false

/** GET /api/admin/users/{id}: any user's profile (spec 7); the users collection lets only admins read others. */
export const GET: APIRoute = async (context) => {
  const signedIn = await memberOf(context)
  if (!signedIn.ok) return signedIn.response
  const { member } = signedIn
  if (!hasRole(member.user, 'admin')) return json(403, { error: MESSAGES.forbidden })
  const id = Number(context.params.id)
  if (!Number.isSafeInteger(id) || id <= 0 || id > 2_147_483_647) return json(400, { error: 'The user id must be a positive number.' })
  try {
    const { docs } = await member.payload.find({ collection: 'users', where: { id: { equals: id } }, limit: 1, depth: 0, req: await visitorRequest(member), overrideAccess: false })
    const user = docs[0]
    return user ? json(200, toPortalUser(user)) : json(404, { error: 'No such user.' })
  } catch (error) {
    return answerFailure(error)
  }
}

export const ALL = methodNotAllowed('GET')
