import type { APIRoute } from 'astro'

import { removeAccountPhoto, uploadAccountPhoto } from '@cms/features/accounts/flows/accountPhoto'
import { toPortalUser } from '@cms/features/accounts/contract/portalUser'
import { MAX_PHOTO_BYTES, MAX_PHOTO_REQUEST_BYTES, PHOTO_ERRORS } from '@cms/features/accounts/photoRules'
import { answerFailure } from '@site/lib/server/failures'
import { readFormFile } from '@site/lib/server/formFile'
import { foreignOrigin, json, methodNotAllowed } from '@site/lib/server/http'
import { memberOf } from '@site/lib/server/visitor'

export const prerender = false

/**
 * POST /api/account/photo (multipart/form-data, field `photo`): the signed-in member's new
 * profile photo; answers the updated user.
 */
export const POST: APIRoute = async (context) => {
  const refused = foreignOrigin(context.request, context.url)
  if (refused) return refused
  const signedIn = await memberOf(context)
  if (!signedIn.ok) return signedIn.response
  const file = await readFormFile(context.request, {
    field: 'photo',
    maxRequestBytes: MAX_PHOTO_REQUEST_BYTES,
    maxFileBytes: MAX_PHOTO_BYTES,
    errors: PHOTO_ERRORS,
    notMultipart: 'Send the photo as multipart/form-data.',
  })
  if (!file.ok) return file.response
  try {
    const user = await uploadAccountPhoto(signedIn.member, { data: file.data })
    return json(200, toPortalUser(user))
  } catch (error) {
    return answerFailure(error)
  }
}

/** DELETE /api/account/photo: removes the profile photo; answers the updated user. */
export const DELETE: APIRoute = async (context) => {
  const refused = foreignOrigin(context.request, context.url)
  if (refused) return refused
  const signedIn = await memberOf(context)
  if (!signedIn.ok) return signedIn.response
  try {
    const user = await removeAccountPhoto(signedIn.member)
    return json(200, toPortalUser(user ?? signedIn.member.user))
  } catch (error) {
    return answerFailure(error)
  }
}

export const ALL = methodNotAllowed('POST, DELETE')
