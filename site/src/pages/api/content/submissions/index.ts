import type { APIRoute } from 'astro'

import { isVerified } from '@cms/core/access/verified'
import { createSubmission, mySubmissions } from '@cms/features/content/flows/submissions'
import { fieldErrors } from '@cms/core/contract/fieldErrors'
import { MESSAGES } from '@cms/core/contract/messages'
import { CONTENT_MESSAGES, SUBMISSION_BODY_BYTES, schemaFor, submissionRequestSchema } from '@cms/features/content/contract/submissions'
import { answerFailure } from '@site/lib/server/failures'
import { acceptJson, json, methodNotAllowed } from '@site/lib/server/http'
import { memberOf } from '@site/lib/server/visitor'

export const prerender = false

/**
 * POST /api/content/submissions `{ kind, data, submit, language? }`: a verified member's new
 * destination or trip package, kept as a draft or sent for review. 201 `{ id, status, … }`; 400
 * with per-field codes; 403 before the address is confirmed; 429 past the day's limit.
 */
export const POST: APIRoute = async (context) => {
  const accepted = await acceptJson(context.request, context.url, SUBMISSION_BODY_BYTES)
  if (!accepted.ok) return accepted.response
  const signedIn = await memberOf(context)
  if (!signedIn.ok) return signedIn.response
  if (!isVerified(signedIn.member.user)) return json(403, { error: CONTENT_MESSAGES.verifyFirst, code: 'verifyFirst' })
  const parsed = submissionRequestSchema.safeParse(accepted.body)
  if (!parsed.success) return json(400, { error: CONTENT_MESSAGES.createFailed, errors: fieldErrors(parsed.error) })
  const data = schemaFor(parsed.data.kind, parsed.data.submit).safeParse(parsed.data.data)
  if (!data.success) return json(400, { error: CONTENT_MESSAGES.createFailed, errors: fieldErrors(data.error) })
  try {
    return json(201, await createSubmission(signedIn.member, parsed.data))
  } catch (error) {
    return answerFailure(error, {}, CONTENT_MESSAGES.createFailed)
  }
}

/** GET /api/content/submissions: the member's own, with status and the moderator's notes. */
export const GET: APIRoute = async (context) => {
  const signedIn = await memberOf(context)
  if (!signedIn.ok) return signedIn.response
  try {
    return json(200, { docs: await mySubmissions(signedIn.member) })
  } catch (error) {
    return answerFailure(error, {}, MESSAGES.somethingWentWrong)
  }
}

export const ALL = methodNotAllowed('GET, POST')
