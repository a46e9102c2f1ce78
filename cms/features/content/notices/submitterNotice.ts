import { defineNotice } from '@cms/core/notices'
import { relationId } from '@cms/core/contract/relationId'
import { siteLink } from '@cms/core/email/siteLink'
import { publishedPath } from '../contract/submissions'
import { submissionDecisionEmail } from '../emails/submissionDecision'

/**
 * The member's email about the moderator's decision (approved or rejected, as the submission
 * says), in the language they wrote in. Queued with the decision, so a decision that rolls back
 * tells no one.
 */
export const submitterNotice = defineNotice({
  slug: 'tellSubmitter',
  label: 'Email a submission’s author',
  kinds: ['decided'],
  write: async (payload, submissionId) => {
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
  },
})
