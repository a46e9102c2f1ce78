import type { APIRoute } from 'astro'

import { toAdminUserView, updateUser } from '@cms/features/admin/flows/adminUsers'
import { visitorRequest } from '@cms/core/visitor'
import { adminUserUpdateSchema } from '@cms/features/admin/contract/adminUsers'
import { fieldErrors } from '@cms/core/contract/fieldErrors'
import { MESSAGES } from '@cms/core/contract/messages'
import { answerFailure } from '@site/lib/server/failures'
import { acceptJson, json, methodNotAllowed, rowId } from '@site/lib/server/http'
import { adminOf } from '@site/lib/server/visitor'

export const prerender = false

/** GET /api/admin/users/{id}: any user's profile (spec 7) and whether it is locked; the users collection lets only admins read others. */
export const GET: APIRoute = async (context) => {
  const signedIn = await adminOf(context)
  if (!signedIn.ok) return signedIn.response
  const { member } = signedIn
  const id = rowId(context.params.id)
  if (id === null) return json(400, { error: 'The user id must be a positive number.' })
  try {
    const { docs } = await member.payload.find({ collection: 'users', where: { id: { equals: id } }, limit: 1, depth: 0, req: await visitorRequest(member), overrideAccess: false })
    const user = docs[0]
    return user ? json(200, toAdminUserView(user)) : json(404, { error: 'No such user.' })
  } catch (error) {
    return answerFailure(error)
  }
}

/** PATCH /api/admin/users/{id} `{ roles?, locked?, emailVerified? }`: the account as it now is; each change goes into the audit log. */
export const PATCH: APIRoute = async (context) => {
  const accepted = await acceptJson(context.request, context.url, 2048)
  if (!accepted.ok) return accepted.response
  const signedIn = await adminOf(context)
  if (!signedIn.ok) return signedIn.response
  const id = rowId(context.params.id)
  if (id === null) return json(404, { error: MESSAGES.notFound })
  const parsed = adminUserUpdateSchema.safeParse(accepted.body)
  if (!parsed.success) return json(400, { error: MESSAGES.somethingWentWrong, errors: fieldErrors(parsed.error) })
  try {
    const user = await updateUser(signedIn.member, id, parsed.data)
    return user ? json(200, user) : json(404, { error: MESSAGES.notFound })
  } catch (error) {
    return answerFailure(error)
  }
}

export const ALL = methodNotAllowed('GET, PATCH')
