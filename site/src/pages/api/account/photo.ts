import type { APIRoute } from 'astro'

import { MAX_PHOTO_BYTES, MAX_PHOTO_REQUEST_BYTES, PHOTO_ERRORS } from '../../../../../cms/uploads/photoRules'
import { callCms, relayRefusal } from '../../../lib/server/cmsApi'
import { json, methodNotAllowed } from '../../../lib/server/http'
import { signedInCall } from '../../../lib/server/session'

export const prerender = false

/**
 * POST /api/account/photo (multipart/form-data, field `photo`): the signed-in user's new profile
 * photo; answers the updated user. The CMS checks what the bytes are and stores it as the user.
 */
export const POST: APIRoute = async ({ request, url, cookies }) => {
  const call = signedInCall(request, url, cookies)
  if (!call.ok) return call.response
  if (!request.headers.get('content-type')?.toLowerCase().startsWith('multipart/form-data')) {
    return json(415, { error: 'Send the photo as multipart/form-data.' })
  }
  if (Number(request.headers.get('content-length') ?? 0) > MAX_PHOTO_REQUEST_BYTES) return json(413, { error: PHOTO_ERRORS.tooLarge })
  let form: FormData
  try {
    form = await request.formData()
  } catch {
    // A body past the server's size limit fails here as well as one that is not a form.
    return json(400, { error: PHOTO_ERRORS.missing })
  }
  const photo = form.get('photo')
  if (!(photo instanceof File) || photo.size === 0) return json(400, { error: PHOTO_ERRORS.missing })
  if (photo.size > MAX_PHOTO_BYTES) return json(413, { error: PHOTO_ERRORS.tooLarge })
  const forwarded = new FormData()
  forwarded.set('photo', photo, photo.name || 'photo')
  const answer = await callCms('/api/portal/account-photo', { method: 'POST', token: call.token, form: forwarded })
  if (answer.status !== 200) return relayRefusal(answer, 'Something went wrong. Please try again later.')
  return json(200, answer.body)
}

/** DELETE /api/account/photo: removes the profile photo; answers the updated user. */
export const DELETE: APIRoute = async ({ request, url, cookies }) => {
  const call = signedInCall(request, url, cookies)
  if (!call.ok) return call.response
  const answer = await callCms('/api/portal/account-photo', { method: 'DELETE', token: call.token })
  if (answer.status !== 200) return relayRefusal(answer, 'Something went wrong. Please try again later.')
  return json(200, answer.body)
}

export const ALL = methodNotAllowed('POST, DELETE')
