import { BOOKINGS_QUEUE } from '@cms/core/queues'
import type { Payload, PayloadRequest, TaskConfig } from 'payload'

import { relationId } from '@cms/core/contract/relationId'
import { publishedPath } from '../contract/submissions'
import { submissionDecisionEmail } from '../emails/submissionDecision'
import { siteLink } from '@cms/core/email/siteLink'

export const TELL_SUBMITTER_TASK = 'tellSubmitter'

/** The member's email about the moderator's decision, in the language they wrote in. Mail that cannot be sent is logged. */
export async function tellSubmitter(payload: Payload, submissionId: number): Promise<void> {
  try {
    const submission = await payload.findByID({ collection: 'content-submissions', id: submissionId, depth: 0, overrideAccess: true })
    const userId = relationId(submission.submittedBy)
    const user = userId ? await payload.findByID({ collection: 'users', id: userId, depth: 0, overrideAccess: true, disableErrors: true }) : null
    if (!user) return
    const language = submission.language === 'en' ? 'en' : 'ru'
    const approved = submission.status === 'approved'
    const page = publishedPath(submission.kind, submission.publishedId, (submission.data ?? {}) as Record<string, unknown>)
    await payload.sendEmail({
      to: user.email,
      ...submissionDecisionEmail({
        name: user.firstName || user.email,
        title: submission.title || `#${submission.id}`,
        language,
        approved,
        notes: submission.moderatorNotes ?? null,
        link: siteLink(language, approved ? page : '/content/dashboard'),
      }),
    })
  } catch (error) {
    payload.logger.error({ err: error }, `submission ${submissionId}: the member could not be told of the decision`)
  }
}

/**
 * Sends the decision's email once the decision is committed: queued in the moderator's
 * transaction, so a decision that rolls back tells no one.
 */
export const tellSubmitterTask: TaskConfig<{ input: { submissionId: number }; output: Record<string, never> }> = {
  slug: TELL_SUBMITTER_TASK,
  label: 'Email a submission’s author',
  retries: 2,
  inputSchema: [{ name: 'submissionId', type: 'number', required: true }],
  handler: async ({ input, req }) => {
    await tellSubmitter(req.payload, input.submissionId)
    return { output: {} }
  },
}

export async function tellSubmitterAfterCommit(req: PayloadRequest, submissionId: number): Promise<void> {
  await req.payload.jobs.queue({ task: TELL_SUBMITTER_TASK, input: { submissionId }, queue: BOOKINGS_QUEUE, req })
}
