import { decideSubmission } from '@cms/features/content/flows/submissions'
import { CONTENT_MESSAGES, rejectionSchema } from '@cms/features/content/contract/submissions'
import { adminRowRoute, parsedBody } from '@site/lib/server/rowRoute'
import { json, methodNotAllowed } from '@site/lib/server/http'

export const prerender = false

/**
 * POST /api/admin/content/submissions/{id}/reject `{ notes }`: sends it back to its author with
 * the notes. Without notes: 400 'Rejection Notes Required' (spec 5); 409 when it is not in review.
 */
export const POST = adminRowRoute(
  async (admin, id, context) => {
    const parsed = await parsedBody(context, rejectionSchema, { maxBytes: 8 * 1024, failure: CONTENT_MESSAGES.moderateFailed })
    if (!parsed.ok) return parsed.response
    const notes = parsed.data.notes?.trim() ?? ''
    if (!notes) return json(400, { error: CONTENT_MESSAGES.notesRequired, code: 'notesRequired' })
    const submission = await decideSubmission(admin, id, { status: 'rejected', notes })
    return submission && json(200, submission)
  },
  { changesState: true, failure: CONTENT_MESSAGES.moderateFailed },
)

export const ALL = methodNotAllowed('POST')
