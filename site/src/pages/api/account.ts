import type { APIRoute } from 'astro'

import { deleteAccount } from '@cms/features/accounts/flows/deleteAccount'
import { updateProfile } from '@cms/features/accounts/flows/updateProfile'
import { accountUpdateSchema, deleteAccountSchema, fieldErrors } from '@cms/features/accounts/contract/auth'
import { MESSAGES } from '@cms/core/contract/messages'
import { toPortalUser } from '@cms/features/accounts/contract/portalUser'
import { answerFailure } from '@site/lib/server/failures'
import { acceptJson, json, methodNotAllowed } from '@site/lib/server/http'
import { endSession } from '@site/lib/server/session'
import { memberOf } from '@site/lib/server/visitor'

export const prerender = false

/** PATCH /api/account: the signed-in member's own profile (names, phone, brand name, public profile). */
export const PATCH: APIRoute = async (context) => {
  const accepted = await acceptJson(context.request, context.url, 4 * 1024)
  if (!accepted.ok) return accepted.response
  const signedIn = await memberOf(context)
  if (!signedIn.ok) return signedIn.response
  const parsed = accountUpdateSchema.safeParse(accepted.body)
  if (!parsed.success) return json(400, { error: MESSAGES.somethingWentWrong, errors: fieldErrors(parsed.error) })
  try {
    return json(200, toPortalUser(await updateProfile(signedIn.member, parsed.data)))
  } catch (error) {
    return answerFailure(error)
  }
}

/** DELETE /api/account {password}: deletes the account after the password confirms it; signs out. */
export const DELETE: APIRoute = async (context) => {
  const accepted = await acceptJson(context.request, context.url, 1024)
  if (!accepted.ok) return accepted.response
  const signedIn = await memberOf(context)
  if (!signedIn.ok) return signedIn.response
  const parsed = deleteAccountSchema.safeParse(accepted.body)
  if (!parsed.success) return json(400, { error: MESSAGES.confirmWithPassword })
  try {
    await deleteAccount(signedIn.member, parsed.data.password)
  } catch (error) {
    return answerFailure(error)
  }
  const response = json(200, { ok: true })
  endSession(response.headers)
  return response
}

export const ALL = methodNotAllowed('PATCH, DELETE')
