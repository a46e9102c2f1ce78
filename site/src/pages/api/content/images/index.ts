import { CONTENT_MESSAGES, SUBMISSION_IMAGE_ERRORS, SUBMISSION_IMAGE_MAX_BYTES, SUBMISSION_IMAGE_REQUEST_BYTES } from '@cms/features/content/contract/submissions'
import { uploadSubmissionImage } from '@cms/features/content/flows/submissionImages'
import { defineRoute } from '@site/lib/server/defineRoute'
import { json, methodNotAllowed } from '@site/lib/server/http'

export const prerender = false

/**
 * POST /api/content/images (multipart/form-data, field `image`): a picture for the verified
 * member's submission. 201 `{ id, url }`; 413 too large, 415 not a JPEG, PNG or WebP picture.
 */
export const POST = defineRoute({
  who: 'verified',
  verifyFirst: CONTENT_MESSAGES.verifyFirst,
  body: {
    file: {
      field: 'image',
      maxRequestBytes: SUBMISSION_IMAGE_REQUEST_BYTES,
      maxFileBytes: SUBMISSION_IMAGE_MAX_BYTES,
      errors: SUBMISSION_IMAGE_ERRORS,
      notMultipart: 'Send the picture as multipart/form-data.',
    },
  },
  failure: CONTENT_MESSAGES.createFailed,
  handle: async ({ member, body }) => json(201, await uploadSubmissionImage(member, { data: body })),
})

export const ALL = methodNotAllowed('POST')
