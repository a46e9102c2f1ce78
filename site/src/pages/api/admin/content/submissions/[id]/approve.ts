import { decideSubmission } from '@cms/features/content/flows/submissions'
import { CONTENT_MESSAGES } from '@cms/features/content/contract/submissions'
import { adminRowRoute } from '@site/lib/server/rowRoute'
import { json, methodNotAllowed } from '@site/lib/server/http'

export const prerender = false

/**
 * POST /api/admin/content/submissions/{id}/approve: publishes the submission into the catalogue
 * (the site rebuilds); answers `{ publishedId, submission }`. 409 when it is not in review.
 */
export const POST = adminRowRoute(
  async (admin, id) => {
    const submission = await decideSubmission(admin, id, { status: 'approved' })
    return submission && json(200, { publishedId: submission.publishedId, submission })
  },
  { changesState: true, failure: CONTENT_MESSAGES.moderateFailed },
)

export const ALL = methodNotAllowed('POST')
