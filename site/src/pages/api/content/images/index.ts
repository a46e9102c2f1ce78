import type { APIRoute } from 'astro'

import { isVerified } from '@cms/core/access/verified'
import { uploadSubmissionImage } from '@cms/features/content/flows/submissionImages'
import { CONTENT_MESSAGES, SUBMISSION_IMAGE_ERRORS, SUBMISSION_IMAGE_MAX_BYTES, SUBMISSION_IMAGE_REQUEST_BYTES } from '@cms/features/content/contract/submissions'
import { answerFailure } from '@site/lib/server/failures'
import { readFormFile } from '@site/lib/server/formFile'
import { foreignOrigin, json, methodNotAllowed } from '@site/lib/server/http'
import { memberOf } from '@site/lib/server/visitor'

export const prerender = false

/**
 * POST /api/content/images (multipart/form-data, field `image`): a picture for the verified
 * member's submission. 201 `{ id, url }`; 413 too large, 415 not a JPEG, PNG or WebP picture.
 */
export const POST: APIRoute = async (context) => {
  const refused = foreignOrigin(context.request, context.url)
  if (refused) return refused
  const signedIn = await memberOf(context)
  if (!signedIn.ok) return signedIn.response
  if (!isVerified(signedIn.member.user)) return json(403, { error: CONTENT_MESSAGES.verifyFirst, code: 'verifyFirst' })
  const file = await readFormFile(context.request, {
    field: 'image',
    maxRequestBytes: SUBMISSION_IMAGE_REQUEST_BYTES,
    maxFileBytes: SUBMISSION_IMAGE_MAX_BYTES,
    errors: SUBMISSION_IMAGE_ERRORS,
    notMultipart: 'Send the picture as multipart/form-data.',
  })
  if (!file.ok) return file.response
  try {
    return json(201, await uploadSubmissionImage(signedIn.member, { data: file.data }))
  } catch (error) {
    return answerFailure(error, {}, CONTENT_MESSAGES.createFailed)
  }
}

export const ALL = methodNotAllowed('POST')
