import type { APIRoute } from 'astro'

import { isVerified } from '@cms/core/access/verified'
import { COMMENT_MESSAGES, commentRequestSchema } from '@cms/features/content/contract/comments'
import { fieldErrors } from '@cms/core/contract/fieldErrors'
import { MESSAGES } from '@cms/core/contract/messages'
import { listComments, postComment } from '@cms/features/content/flows/comments'
import { answerFailure } from '@site/lib/server/failures'
import { acceptJson, json, methodNotAllowed, rowId } from '@site/lib/server/http'
import { memberOf, visitorOf } from '@site/lib/server/visitor'

export const prerender = false

/** The discussion's bytes: a 2,000-character comment in any script, with room for JSON's escapes. */
const COMMENT_BODY_BYTES = 16 * 1024

/** GET /api/events/{id}/comments?page=N: a page of the event's comments, oldest first, rendered. */
export const GET: APIRoute = async (context) => {
  const eventId = rowId(context.params.id)
  if (eventId === null) return json(404, { error: MESSAGES.notFound })
  const page = rowId(context.url.searchParams.get('page') ?? '1')
  if (page === null) return json(400, { error: MESSAGES.somethingWentWrong, errors: { page: 'outOfRange' } })
  try {
    const comments = await listComments(await visitorOf(context), eventId, page)
    return comments ? json(200, comments, { 'cache-control': 'no-store' }) : json(404, { error: MESSAGES.notFound })
  } catch (error) {
    return answerFailure(error)
  }
}

/** POST /api/events/{id}/comments `{ body }`: the signed-in, verified member's comment, markdown without HTML. 201 with it as shown. */
export const POST: APIRoute = async (context) => {
  const accepted = await acceptJson(context.request, context.url, COMMENT_BODY_BYTES)
  if (!accepted.ok) return accepted.response
  const signedIn = await memberOf(context)
  if (!signedIn.ok) return signedIn.response
  if (!isVerified(signedIn.member.user)) return json(403, { error: COMMENT_MESSAGES.verifyFirst, code: 'verifyFirst' })
  const eventId = rowId(context.params.id)
  if (eventId === null) return json(404, { error: MESSAGES.notFound })
  const parsed = commentRequestSchema.safeParse(accepted.body ?? {})
  if (!parsed.success) return json(400, { error: MESSAGES.somethingWentWrong, errors: fieldErrors(parsed.error) })
  try {
    return json(201, await postComment(signedIn.member, eventId, parsed.data.body))
  } catch (error) {
    return answerFailure(error)
  }
}

export const ALL = methodNotAllowed('GET, POST')
