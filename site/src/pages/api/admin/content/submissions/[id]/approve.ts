import { CONTENT_MESSAGES } from '@cms/features/content/contract/submissions'
import { decideSubmission } from '@cms/features/content/flows/submissions'
import { defineRoute } from '@site/lib/server/defineRoute'
import { json, methodNotAllowed } from '@site/lib/server/http'

export const prerender = false

/**
 * POST /api/admin/content/submissions/{id}/approve: publishes the submission into the catalogue
 * (the site rebuilds); answers `{ publishedId, submission }`. 409 when it is not in review.
 */
export const POST = defineRoute({
  who: 'admin',
  row: true,
  failure: CONTENT_MESSAGES.moderateFailed,
  handle: async ({ member, id }) => {
    const submission = await decideSubmission(member, id, { status: 'approved' })
    return submission && json(200, { publishedId: submission.publishedId, submission })
  },
})

export const ALL = methodNotAllowed('POST')
