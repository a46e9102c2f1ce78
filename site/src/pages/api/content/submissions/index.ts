import { CONTENT_MESSAGES, SUBMISSION_BODY_BYTES, schemaFor, submissionRequestSchema } from '@cms/features/content/contract/submissions'
import { createSubmission, mySubmissions } from '@cms/features/content/flows/submissions'
import { fieldErrors } from '@cms/core/contract/fieldErrors'
import { defineRoute } from '@site/lib/server/defineRoute'
import { json, methodNotAllowed } from '@site/lib/server/http'

export const prerender = false

/**
 * POST /api/content/submissions `{ kind, data, submit, language? }`: a verified member's new
 * destination or trip package, kept as a draft or sent for review. 201 `{ id, status, … }`; 400
 * with per-field codes; 403 before the address is confirmed; 429 past the day's limit.
 */
export const POST = defineRoute({
  who: 'verified',
  verifyFirst: CONTENT_MESSAGES.verifyFirst,
  body: { json: submissionRequestSchema, maxBytes: SUBMISSION_BODY_BYTES },
  failure: CONTENT_MESSAGES.createFailed,
  handle: async ({ member, body }) => {
    const data = schemaFor(body.kind, body.submit).safeParse(body.data)
    if (!data.success) return json(400, { error: CONTENT_MESSAGES.createFailed, code: 'invalid', errors: fieldErrors(data.error) })
    return json(201, await createSubmission(member, body))
  },
})

/** GET /api/content/submissions: the member's own, with status and the moderator's notes. */
export const GET = defineRoute({
  who: 'member',
  handle: async ({ member }) => json(200, { docs: await mySubmissions(member) }),
})

export const ALL = methodNotAllowed('GET, POST')
