import { readablePhotoFile } from '@cms/features/accounts/flows/accountPhoto'
import { defineRoute } from '@site/lib/server/defineRoute'
import { methodNotAllowed } from '@site/lib/server/http'
import { privateFile } from '@site/lib/server/privateFile'

export const prerender = false

/**
 * GET /api/photos/{id}: a profile photo (its small square), to whoever may see it: the member,
 * admins, or anyone when the member chose a public profile. Others get 404, as for no photo at
 * all. A photo never changes under its id, so browsers keep it, privately, for a day.
 */
export const GET = defineRoute({
  who: 'anyone',
  row: true,
  handle: async ({ visitor, id }) => {
    const file = await readablePhotoFile(await visitor(), id)
    return file && privateFile(file)
  },
})

export const ALL = methodNotAllowed('GET')
