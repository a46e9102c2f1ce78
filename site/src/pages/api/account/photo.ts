import type { APIRoute } from 'astro'

import { removeAccountPhoto, uploadAccountPhoto } from '../../../../../cms/auth/flows/accountPhoto'
import { toPortalUser } from '../../../../../cms/contract/portalUser'
import { MAX_PHOTO_BYTES, MAX_PHOTO_REQUEST_BYTES, PHOTO_ERRORS } from '../../../../../cms/uploads/photoRules'
import { answerFailure } from '../../../lib/server/failures'
import { foreignOrigin, json, methodNotAllowed, readCapped } from '../../../lib/server/http'
import { memberOf } from '../../../lib/server/visitor'

export const prerender = false

/**
 * POST /api/account/photo (multipart/form-data, field `photo`): the signed-in member's new
 * profile photo; answers the updated user.
 */
export const POST: APIRoute = async (context) => {
  const { request } = context
  const refused = foreignOrigin(request, context.url)
  if (refused) return refused
  const contentType = request.headers.get('content-type') ?? ''
  if (!contentType.toLowerCase().startsWith('multipart/form-data')) return json(415, { error: 'Send the photo as multipart/form-data.' })
  const signedIn = await memberOf(context)
  if (!signedIn.ok) return signedIn.response
  const read = await readCapped(request, MAX_PHOTO_REQUEST_BYTES)
  if (!read.ok) return json(413, { error: PHOTO_ERRORS.tooLarge })
  let form: FormData
  try {
    form = await new Response(read.bytes, { headers: { 'content-type': contentType } }).formData()
  } catch {
    return json(400, { error: PHOTO_ERRORS.missing })
  }
  const photo = form.get('photo')
  if (!(photo instanceof File) || photo.size === 0) return json(400, { error: PHOTO_ERRORS.missing })
  if (photo.size > MAX_PHOTO_BYTES) return json(413, { error: PHOTO_ERRORS.tooLarge })
  try {
    const user = await uploadAccountPhoto(signedIn.member, { data: Buffer.from(await photo.arrayBuffer()) })
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
