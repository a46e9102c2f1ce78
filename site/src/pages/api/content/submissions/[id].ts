import type { APIRoute } from 'astro'

import { changeSubmission, submissionFor } from '@cms/features/content/flows/submissions'
import { fieldErrors } from '@cms/core/contract/fieldErrors'
import { MESSAGES } from '@cms/core/contract/messages'
import { CONTENT_MESSAGES, SUBMISSION_BODY_BYTES, submissionChangeSchema } from '@cms/features/content/contract/submissions'
import { answerFailure } from '@site/lib/server/failures'
import { acceptJson, json, methodNotAllowed, rowId } from '@site/lib/server/http'
import { memberOf } from '@site/lib/server/visitor'

export const prerender = false

/** GET /api/content/submissions/{id}: one submission, to its author or an admin (the /sandbox preview). */
export const GET: APIRoute = async (context) => {
  const signedIn = await memberOf(context)
  if (!signedIn.ok) return signedIn.response
  const id = rowId(context.params.id)
  if (id === null) return json(404, { error: MESSAGES.notFound })
  try {
    const submission = await submissionFor(signedIn.member, id)
    return submission ? json(200, submission) : json(404, { error: MESSAGES.notFound })
  } catch (error) {
    return answerFailure(error)
  }
}

/**
 * PATCH /api/content/submissions/{id} `{ data, submit, language? }`: the author edits a draft or
 * a rejected submission, and sends it for review again with `submit: true`. 409 once it is in
 * review or approved.
 */
export const PATCH: APIRoute = async (context) => {
  const accepted = await acceptJson(context.request, context.url, SUBMISSION_BODY_BYTES)
  if (!accepted.ok) return accepted.response
  const signedIn = await memberOf(context)
  if (!signedIn.ok) return signedIn.response
  const id = rowId(context.params.id)
  if (id === null) return json(404, { error: MESSAGES.notFound })
  const parsed = submissionChangeSchema.safeParse(accepted.body)
  if (!parsed.success) return json(400, { error: CONTENT_MESSAGES.createFailed, errors: fieldErrors(parsed.error) })
  try {
    const outcome = await changeSubmission(signedIn.member, id, parsed.data)
    if (outcome.ok) return json(200, outcome.submission)
    if (outcome.reason === 'invalid') return json(400, { error: CONTENT_MESSAGES.createFailed, errors: outcome.errors })
    return outcome.reason === 'not-editable' ? json(409, { error: CONTENT_MESSAGES.notEditable, code: 'notEditable' }) : json(404, { error: MESSAGES.notFound })
  } catch (error) {
    return answerFailure(error, {}, CONTENT_MESSAGES.createFailed)
  }
}

export const ALL = methodNotAllowed('GET, PATCH')
