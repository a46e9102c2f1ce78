import type { CollectionAfterChangeHook } from 'payload'

import { recordAudit } from '@cms/features/admin'
import { relationId } from '@cms/core/contract/relationId'
import type { Comment } from '@cms/payload-types'

/** An admin hiding a comment, or showing it again, goes into the audit log, in the same transaction. */
export const recordHiding: CollectionAfterChangeHook<Comment> = async ({ doc, previousDoc, operation, req }) => {
  if (operation !== 'update' || Boolean(doc.hidden) === Boolean(previousDoc?.hidden)) return doc
  await recordAudit(req, {
    action: doc.hidden ? 'comment-hidden' : 'comment-shown',
    targetUser: relationId(doc.author),
    summary: `#${doc.id} (event #${relationId(doc.event)}): ${doc.body.slice(0, 200)}`,
    details: { comment: doc.id, event: relationId(doc.event) },
  })
  return doc
}
