import { toPortalUser } from '@cms/features/accounts/contract/portalUser'
import { removeAccountPhoto, uploadAccountPhoto } from '@cms/features/accounts/flows/accountPhoto'
import { MAX_PHOTO_BYTES, MAX_PHOTO_REQUEST_BYTES, PHOTO_ERRORS } from '@cms/features/accounts/contract/photoRules'
import { defineRoute } from '@site/lib/server/defineRoute'
import { json, methodNotAllowed } from '@site/lib/server/http'

export const prerender = false

/**
 * POST /api/account/photo (multipart/form-data, field `photo`): the signed-in member's new
 * profile photo; answers the updated user.
 */
export const POST = defineRoute({
  who: 'member',
  body: {
    file: {
      field: 'photo',
      maxRequestBytes: MAX_PHOTO_REQUEST_BYTES,
      maxFileBytes: MAX_PHOTO_BYTES,
      errors: PHOTO_ERRORS,
      notMultipart: 'Send the photo as multipart/form-data.',
    },
  },
  handle: async ({ member, body }) => json(200, toPortalUser(await uploadAccountPhoto(member, { data: body }))),
})

/** DELETE /api/account/photo: removes the profile photo; answers the updated user. */
export const DELETE = defineRoute({
  who: 'member',
  handle: async ({ member }) => json(200, toPortalUser((await removeAccountPhoto(member)) ?? member.user)),
})

export const ALL = methodNotAllowed('POST, DELETE')
