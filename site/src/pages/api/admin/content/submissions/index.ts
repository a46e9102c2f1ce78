import type { APIRoute } from 'astro'

import { moderationQueue } from '@cms/features/content/flows/submissions'
import { fieldErrors } from '@cms/core/contract/fieldErrors'
import { CONTENT_MESSAGES, queueQuerySchema } from '@cms/features/content/contract/submissions'
import { answerFailure } from '@site/lib/server/failures'
import { json, methodNotAllowed } from '@site/lib/server/http'
import { adminOf } from '@site/lib/server/visitor'

export const prerender = false

/** GET /api/admin/content/submissions?status=in_review&kind=&page=: the moderation queue, 20 a page, the longest waiting first. */
export const GET: APIRoute = async (context) => {
  const signedIn = await adminOf(context)
  if (!signedIn.ok) return signedIn.response
  const parsed = queueQuerySchema.safeParse(Object.fromEntries(context.url.searchParams))
  if (!parsed.success) return json(400, { error: CONTENT_MESSAGES.moderateFailed, errors: fieldErrors(parsed.error) })
  try {
    return json(200, await moderationQueue(signedIn.member, parsed.data))
  } catch (error) {
    return answerFailure(error, {}, CONTENT_MESSAGES.moderateFailed)
  }
}

export const ALL = methodNotAllowed('GET')
