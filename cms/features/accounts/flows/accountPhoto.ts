import type { PayloadRequest } from 'payload'

import type { User } from '@cms/payload-types'
import { photoFormat } from '@cms/core/uploads/imageSignature'
import { MAX_PHOTO_BYTES, PHOTO_ERRORS } from '../contract/photoRules'
import { readableUpload, type UploadFile } from '@cms/core/uploads/readableUpload'
import { ACCOUNT_PHOTO_FLOW } from '@cms/core/trustedFlows'
import { inTransaction } from '@cms/core/db/inTransaction'
import { type Visitor, visitorRequest, type Member } from '@cms/core/visitor'
import { refusalError } from '@cms/core/errors/refusalError'

/** The photo the member had before, once nothing points at it any more; as the member. */
async function removePhoto(req: PayloadRequest, visitor: Member, id: number | null): Promise<void> {
  if (id === null) return
  await visitor.payload.delete({ collection: 'user-photos', where: { id: { equals: id } }, req, overrideAccess: false })
}

/** Points the account at its new photo (or none), then removes the old one: the updated user. */
async function replacePhoto(req: PayloadRequest, visitor: Member, next: number | null): Promise<User> {
  const updated = await visitor.payload.update({ collection: 'users', id: visitor.user.id, data: { photo: next }, depth: 0, req, overrideAccess: false })
  await removePhoto(req, visitor, visitor.user.photo)
  return updated
}

/**
 * A new profile photo: its bytes decide what it is (the name and declared type are the sender's
 * claims), then it is stored as the member's own through the one door the collection opens to
 * members (verified, limited per account, pixel count checked before resizing), and attached.
 */
export async function uploadAccountPhoto(visitor: Member, file: { data: Buffer }): Promise<User> {
  if (file.data.length === 0) throw refusalError(PHOTO_ERRORS, 'missing', 400)
  if (file.data.length > MAX_PHOTO_BYTES) throw refusalError(PHOTO_ERRORS, 'tooLarge', 413)
  const format = photoFormat(file.data)
  if (!format) throw refusalError(PHOTO_ERRORS, 'wrongType', 415)
  const req = await visitorRequest(visitor, { [ACCOUNT_PHOTO_FLOW]: true })
  return inTransaction(req, async () => {
    const photo = await visitor.payload.create({
      collection: 'user-photos',
      data: {},
      file: { data: file.data, mimetype: format, name: `photo-${Date.now()}.${format.slice('image/'.length)}`, size: file.data.length },
      req,
      overrideAccess: false,
    })
    return replacePhoto(req, visitor, photo.id)
  })
}

/** Removes the member's profile photo: the updated user. */
export async function removeAccountPhoto(visitor: Member): Promise<User | null> {
  if (visitor.user.photo === null) return null
  const req = await visitorRequest(visitor)
  return inTransaction(req, () => replacePhoto(req, visitor, null))
}

/**
 * The file of a profile photo, in its small square size, if the visitor may see the photo (the
 * collection's read access: the member, admins, or anyone for a public profile); else null.
 */
export const readablePhotoFile = (visitor: Visitor, photoId: number): Promise<UploadFile | null> => readableUpload(visitor, 'user-photos', photoId, 'avatar')
