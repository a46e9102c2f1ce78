import { CONTENT_MESSAGES, rejectionSchema } from '@cms/features/content/contract/submissions'
import { decideSubmission } from '@cms/features/content/flows/submissions'
import { defineRoute } from '@site/lib/server/defineRoute'
import { json, methodNotAllowed, refusalsOf } from '@site/lib/server/http'

export const prerender = false

/**
 * POST /api/admin/content/submissions/{id}/reject `{ notes }`: sends it back to its author with
 * the notes. Without notes: 400 'Rejection Notes Required' (spec 5); 409 when it is not in review.
 */
export const POST = defineRoute({
  who: 'admin',
  row: true,
  body: { json: rejectionSchema, maxBytes: 8 * 1024, optional: true },
  failure: CONTENT_MESSAGES.moderateFailed,
  handle: async ({ member, id, body }) => {
    const notes = body.notes?.trim() ?? ''
    if (!notes) return refusalsOf(CONTENT_MESSAGES)(400, 'notesRequired')
    const submission = await decideSubmission(member, id, { status: 'rejected', notes })
    return submission && json(200, submission)
  },
})

export const ALL = methodNotAllowed('POST')
