import fs from 'node:fs'
import { Readable } from 'node:stream'

import type { APIRoute } from 'astro'

import { readablePhotoFile } from '../../../../../cms/auth/flows/accountPhoto'
import { MESSAGES } from '../../../../../cms/contract/messages'
import { answerFailure } from '../../../lib/server/failures'
import { json, methodNotAllowed } from '../../../lib/server/http'
import { visitorOf } from '../../../lib/server/visitor'

export const prerender = false

/**
 * GET /api/photos/{id}: a profile photo (its small square), to whoever may see it: the member,
 * admins, or anyone when the member chose a public profile. Others get 404, as for no photo at
 * all. A photo never changes under its id, so browsers keep it, privately, for a day.
 */
export const GET: APIRoute = async (context) => {
  const id = Number(context.params.id)
  if (!Number.isSafeInteger(id) || id <= 0) return json(404, { error: MESSAGES.notFound })
  try {
    const file = await readablePhotoFile(await visitorOf(context), id)
    if (!file) return json(404, { error: MESSAGES.notFound })
    const body = Readable.toWeb(fs.createReadStream(file.path)) as ReadableStream<Uint8Array>
    return new Response(body, {
      headers: { 'content-type': file.mimeType, 'content-length': String(file.size), 'cache-control': 'private, max-age=86400', 'x-content-type-options': 'nosniff' },
    })
  } catch (error) {
    return answerFailure(error)
  }
}

export const ALL = methodNotAllowed('GET')
