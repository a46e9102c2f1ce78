import type { Endpoint, PayloadRequest } from 'payload'

import { toPortalUser } from '../../auth/portalUser'
import type { User } from '../../payload-types'
import { photoFormat } from '../../uploads/imageSignature'
import { MAX_PHOTO_BYTES, MAX_PHOTO_REQUEST_BYTES, PHOTO_ERRORS } from '../../uploads/photoRules'
import { THROUGH_ACCOUNT_PAGE } from '../../collections/UserPhotos'
import { inTransaction, internal, json, limited, notSignedIn, signedInMember } from './plumbing'

const photoId = (user: User): number | null => (typeof user.photo === 'object' && user.photo ? user.photo.id : (user.photo ?? null))

/**
 * The photo the user had before, once nothing points at it any more. As the user: the collection
 * lets people remove only their own photos, so one an admin attached is left alone.
 */
async function removePhoto(req: PayloadRequest, user: User, id: number | null): Promise<void> {
  if (id === null) return
  await req.payload.delete({ collection: 'user-photos', where: { id: { equals: id } }, req, user, overrideAccess: false })
}

/** Points the account at its new photo (or none), then removes the old one: the updated user. */
async function replacePhoto(req: PayloadRequest, user: User, next: number | null): Promise<User> {
  const updated = await req.payload.update({ collection: 'users', id: user.id, data: { photo: next }, depth: 1, req, user, overrideAccess: false })
  await removePhoto(req, user, photoId(user))
  return updated
}

const answerWith = (req: PayloadRequest, user: User) => json(200, toPortalUser(user, req.payload.config.serverURL))

/**
 * A new profile photo for the signed-in user (multipart, field `photo`): checked by its bytes,
 * stored in `user-photos` as the user, attached to the account; the previous one is removed.
 */
export const uploadPhotoEndpoint: Endpoint = {
  path: '/portal/account-photo',
  method: 'post',
  handler: internal(async (req) => {
    const user = signedInMember(req)
    if (!user) return notSignedIn()
    const refused = await limited(req, [['photoUpload', String(user.id)]])
    if (refused) return refused
    // The declared length lets an oversized upload be refused before it is read.
    if (Number(req.headers.get('content-length') ?? 0) > MAX_PHOTO_REQUEST_BYTES) return json(413, { error: PHOTO_ERRORS.tooLarge })
    let form: FormData | undefined
    try {
      form = await req.formData?.()
    } catch {
      form = undefined
    }
    const file = form?.get('photo')
    if (!(file instanceof File) || file.size === 0) return json(400, { error: PHOTO_ERRORS.missing })
    if (file.size > MAX_PHOTO_BYTES) return json(413, { error: PHOTO_ERRORS.tooLarge })
    const data = Buffer.from(await file.arrayBuffer())
    const format = photoFormat(data)
    if (!format) return json(415, { error: PHOTO_ERRORS.wrongType })

    const updated = await inTransaction(req, async () => {
      const photo = await req.payload.create({
        collection: 'user-photos',
        data: { alt: `${user.firstName} ${user.lastName}`.slice(0, 200) },
        file: { data, mimetype: format, name: `user-${user.id}.${format.slice('image/'.length)}`, size: data.length },
        context: { [THROUGH_ACCOUNT_PAGE]: true },
        req,
        user,
        overrideAccess: false,
      })
      return replacePhoto(req, user, photo.id)
    })
    return answerWith(req, updated)
  }),
}

/** Removes the signed-in user's profile photo. */
export const removePhotoEndpoint: Endpoint = {
  path: '/portal/account-photo',
  method: 'delete',
  handler: internal(async (req) => {
    const user = signedInMember(req)
    if (!user) return notSignedIn()
    if (photoId(user) === null) return answerWith(req, user)
    return answerWith(req, await inTransaction(req, () => replacePhoto(req, user, null)))
  }),
}
