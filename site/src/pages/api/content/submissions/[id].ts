import { CONTENT_MESSAGES, SUBMISSION_BODY_BYTES, submissionChangeSchema } from '@cms/features/content/contract/submissions'
import { changeSubmission, submissionFor } from '@cms/features/content/flows/submissions'
import { defineRoute } from '@site/lib/server/defineRoute'
import { json, methodNotAllowed, refusalsOf } from '@site/lib/server/http'

export const prerender = false

/** GET /api/content/submissions/{id}: one submission, to its author or an admin (the /sandbox preview). */
export const GET = defineRoute({
  who: 'member',
  row: true,
  handle: async ({ member, id }) => {
    const submission = await submissionFor(member, id)
    return submission && json(200, submission)
  },
})

/**
 * PATCH /api/content/submissions/{id} `{ data, submit, language? }`: the author edits a draft or
 * a rejected submission, and sends it for review again with `submit: true`. 409 once it is in
 * review or approved.
 */
export const PATCH = defineRoute({
  who: 'member',
  row: true,
  body: { json: submissionChangeSchema, maxBytes: SUBMISSION_BODY_BYTES },
  failure: CONTENT_MESSAGES.createFailed,
  handle: async ({ member, id, body }) => {
    const outcome = await changeSubmission(member, id, body)
    if (outcome.ok) return json(200, outcome.submission)
    if (outcome.reason === 'invalid') return json(400, { error: CONTENT_MESSAGES.createFailed, code: 'invalid', errors: outcome.errors })
    return outcome.reason === 'not-editable' ? refusalsOf(CONTENT_MESSAGES)(409, 'notEditable') : null
  },
})

export const ALL = methodNotAllowed('GET, PATCH')
