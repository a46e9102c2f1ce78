import type { APIRoute } from 'astro'

import { visitorRequest } from '../../../../../../cms/auth/flows/visitor'
import { toPortalUser } from '../../../../../../cms/contract/portalUser'
import { answerFailure } from '../../../../lib/server/failures'
import { json, methodNotAllowed, rowId } from '../../../../lib/server/http'
import { adminOf } from '../../../../lib/server/visitor'

export const prerender = false

/** GET /api/admin/users/{id}: any user's profile (spec 7); the users collection lets only admins read others. */
export const GET: APIRoute = async (context) => {
  const signedIn = await adminOf(context)
  if (!signedIn.ok) return signedIn.response
  const { member } = signedIn
  const id = rowId(context.params.id)
  if (id === null) return json(400, { error: 'The user id must be a positive number.' })
  try {
    const { docs } = await member.payload.find({ collection: 'users', where: { id: { equals: id } }, limit: 1, depth: 0, req: await visitorRequest(member), overrideAccess: false })
    const user = docs[0]
    return user ? json(200, toPortalUser(user)) : json(404, { error: 'No such user.' })
  } catch (error) {
    return answerFailure(error)
  }
}

export const ALL = methodNotAllowed('GET')
