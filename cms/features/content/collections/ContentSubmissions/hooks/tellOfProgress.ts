import type { CollectionAfterChangeHook } from 'payload'

import { recordAudit } from '@cms/features/admin'
import { relationId } from '@cms/core/contract/relationId'
import { submitterNotice } from '@cms/features/content/notices/submitterNotice'
import { notifyAdmins } from '@cms/features/notifications'
import type { ContentSubmission } from '@cms/payload-types'

/**
 * What follows a submission's move, in its transaction: sent for review, the admins hear of it
 * (the bell); decided, the decision goes into the audit log and the member is emailed once it is
 * committed.
 */
export const tellOfProgress: CollectionAfterChangeHook<ContentSubmission> = async ({ doc, previousDoc, operation, req }) => {
  const from = operation === 'update' ? previousDoc?.status : null
  if (doc.status === from) return doc
  const submitter = relationId(doc.submittedBy)
  if (doc.status === 'in_review') {
    const author = req.user ? [req.user.firstName, req.user.lastName].filter(Boolean).join(' ') || req.user.email : '—'
    // Wiki proposals are moderated on the wiki's own page.
    const wiki = doc.kind === 'wiki'
    await notifyAdmins(
      req.payload,
      {
        template: wiki ? 'wikiProposal' : 'submissionReceived',
        values: { title: doc.title || `#${doc.id}`, name: author },
        userId: submitter,
        link: wiki ? `/wiki?tab=moderation&id=${doc.id}` : `/admin/content/sandbox?id=${doc.id}`,
      },
      req,
    )
  }
  if (doc.status === 'approved' || doc.status === 'rejected') {
    await recordAudit(req, {
      action: doc.status === 'approved' ? 'submission-approved' : 'submission-rejected',
      targetUser: submitter,
      summary: `${doc.kind} #${doc.id} «${doc.title}»${doc.status === 'rejected' ? `: ${doc.moderatorNotes ?? ''}` : ''}`,
      details: { submission: doc.id, kind: doc.kind, publishedId: doc.publishedId ?? null },
    })
    await submitterNotice.afterCommit(req, doc.id, 'decided')
  }
  return doc
}
