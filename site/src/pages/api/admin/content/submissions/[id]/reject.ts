import { decideSubmission } from '../../../../../../../../cms/content/flows/submissions'
import { fieldErrors } from '../../../../../../../../cms/contract/fieldErrors'
import { CONTENT_MESSAGES, rejectionSchema } from '../../../../../../../../cms/contract/submissions'
import { adminRowRoute } from '../../../../../../lib/server/adminRowRoute'
import { json, methodNotAllowed, readJsonBody } from '../../../../../../lib/server/http'

export const prerender = false

/**
 * POST /api/admin/content/submissions/{id}/reject `{ notes }`: sends it back to its author with
 * the notes. Without notes: 400 'Rejection Notes Required' (spec 5); 409 when it is not in review.
 */
export const POST = adminRowRoute(
  async (admin, id, context) => {
    const body = await readJsonBody(context.request, 8 * 1024)
    if (!body.ok) return body.response
    const parsed = rejectionSchema.safeParse(body.body)
    if (!parsed.success) return json(400, { error: CONTENT_MESSAGES.moderateFailed, errors: fieldErrors(parsed.error) })
    const notes = parsed.data.notes?.trim() ?? ''
    if (!notes) return json(400, { error: CONTENT_MESSAGES.notesRequired, code: 'notesRequired' })
    const submission = await decideSubmission(admin, id, { status: 'rejected', notes })
    return submission && json(200, submission)
  },
  { changesState: true, failure: CONTENT_MESSAGES.moderateFailed },
)

export const ALL = methodNotAllowed('POST')
