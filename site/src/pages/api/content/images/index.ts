import type { APIRoute } from 'astro'

import { isVerified } from '../../../../../../cms/access/verified'
import { uploadSubmissionImage } from '../../../../../../cms/content/flows/submissionImages'
import { CONTENT_MESSAGES, SUBMISSION_IMAGE_ERRORS, SUBMISSION_IMAGE_MAX_BYTES, SUBMISSION_IMAGE_REQUEST_BYTES } from '../../../../../../cms/contract/submissions'
import { answerFailure } from '../../../../lib/server/failures'
import { foreignOrigin, json, methodNotAllowed, readCapped } from '../../../../lib/server/http'
import { memberOf } from '../../../../lib/server/visitor'

export const prerender = false

/**
 * POST /api/content/images (multipart/form-data, field `image`): a picture for the verified
 * member's submission. 201 `{ id, url }`; 413 too large, 415 not a JPEG, PNG or WebP picture.
 */
export const POST: APIRoute = async (context) => {
  const { request } = context
  const refused = foreignOrigin(request, context.url)
  if (refused) return refused
  const contentType = request.headers.get('content-type') ?? ''
  if (!contentType.toLowerCase().startsWith('multipart/form-data')) return json(415, { error: 'Send the picture as multipart/form-data.' })
  const signedIn = await memberOf(context)
  if (!signedIn.ok) return signedIn.response
  if (!isVerified(signedIn.member.user)) return json(403, { error: CONTENT_MESSAGES.verifyFirst, code: 'verifyFirst' })
  const read = await readCapped(request, SUBMISSION_IMAGE_REQUEST_BYTES)
  if (!read.ok) return json(413, { error: SUBMISSION_IMAGE_ERRORS.tooLarge })
  let form: FormData
  try {
    form = await new Response(read.bytes, { headers: { 'content-type': contentType } }).formData()
  } catch {
    return json(400, { error: SUBMISSION_IMAGE_ERRORS.missing })
  }
  const image = form.get('image')
  if (!(image instanceof File) || image.size === 0) return json(400, { error: SUBMISSION_IMAGE_ERRORS.missing })
  if (image.size > SUBMISSION_IMAGE_MAX_BYTES) return json(413, { error: SUBMISSION_IMAGE_ERRORS.tooLarge })
  try {
    return json(201, await uploadSubmissionImage(signedIn.member, { data: Buffer.from(await image.arrayBuffer()) }))
  } catch (error) {
    return answerFailure(error, {}, CONTENT_MESSAGES.createFailed)
  }
}

export const ALL = methodNotAllowed('POST')
