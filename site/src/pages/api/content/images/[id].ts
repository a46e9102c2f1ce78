import type { APIRoute } from 'astro'

import { readableSubmissionImage } from '@cms/features/content/flows/submissionImages'
import { MESSAGES } from '@cms/core/contract/messages'
import { answerFailure } from '@site/lib/server/failures'
import { json, methodNotAllowed, rowId } from '@site/lib/server/http'
import { privateFile } from '@site/lib/server/privateFile'
import { visitorOf } from '@site/lib/server/visitor'

export const prerender = false

/** GET /api/content/images/{id}: a submission's picture, to its author and admins; 404 to anyone else. */
export const GET: APIRoute = async (context) => {
  const id = rowId(context.params.id)
  if (id === null) return json(404, { error: MESSAGES.notFound })
  try {
    const file = await readableSubmissionImage(await visitorOf(context), id)
    return file ? privateFile(file) : json(404, { error: MESSAGES.notFound })
  } catch (error) {
    return answerFailure(error)
  }
}

export const ALL = methodNotAllowed('GET')
