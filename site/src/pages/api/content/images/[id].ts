import { readableSubmissionImage } from '@cms/features/content/flows/submissionImages'
import { defineRoute } from '@site/lib/server/defineRoute'
import { methodNotAllowed } from '@site/lib/server/http'
import { privateFile } from '@site/lib/server/privateFile'

export const prerender = false

/** GET /api/content/images/{id}: a submission's picture, to its author and admins; 404 to anyone else. */
export const GET = defineRoute({
  who: 'anyone',
  row: true,
  handle: async ({ visitor, id }) => {
    const file = await readableSubmissionImage(await visitor(), id)
    return file && privateFile(file)
  },
})

export const ALL = methodNotAllowed('GET')
