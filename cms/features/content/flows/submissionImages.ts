import { type Visitor, visitorRequest, type Member } from '@cms/core/visitor'
import { SUBMISSION_IMAGE_FLOW } from '@cms/core/trustedFlows'
import { SUBMISSION_IMAGE_ERRORS, SUBMISSION_IMAGE_MAX_BYTES } from '../contract/submissions'
import { photoFormat } from '@cms/core/uploads/imageSignature'
import { readableUpload, type UploadFile } from '@cms/core/uploads/readableUpload'
import { refusalError } from '@cms/core/errors/refusalError'

/** Where the form and the previews load a submission's picture: the member and admins only. */
export const submissionImageUrl = (id: number) => `/api/content/images/${id}`

/**
 * A picture for a submission: its bytes decide what it is (the name and declared type are the
 * sender's claims), then it is stored as the member's own through the one door the collection
 * opens to members (verified, limited per day, pixel count checked before resizing).
 */
export async function uploadSubmissionImage(member: Member, file: { data: Buffer }): Promise<{ id: number; url: string }> {
  if (file.data.length === 0) throw refusalError(SUBMISSION_IMAGE_ERRORS, 'missing', 400)
  if (file.data.length > SUBMISSION_IMAGE_MAX_BYTES) throw refusalError(SUBMISSION_IMAGE_ERRORS, 'tooLarge', 413)
  const format = photoFormat(file.data)
  if (!format) throw refusalError(SUBMISSION_IMAGE_ERRORS, 'wrongType', 415)
  const image = await member.payload.create({
    collection: 'submission-images',
    data: {},
    file: { data: file.data, mimetype: format, name: `submission-${Date.now()}.${format.slice('image/'.length)}`, size: file.data.length },
    depth: 0,
    req: await visitorRequest(member, { [SUBMISSION_IMAGE_FLOW]: true }),
    overrideAccess: false,
  })
  return { id: image.id, url: submissionImageUrl(image.id) }
}

/** A submission's picture (its preview size), if the visitor may see it. */
export const readableSubmissionImage = (visitor: Visitor, id: number): Promise<UploadFile | null> => readableUpload(visitor, 'submission-images', id, 'preview')
