import type { CollectionAfterChangeHook } from 'payload'

import { relationId } from '@cms/core/contract/relationId'
import { notifyAdmins } from '@cms/features/notifications'
import type { CommentReport } from '@cms/payload-types'

const EXCERPT = 120

/** Each report rings the admins' bell, linking to the comment on its event's page (the discussion finds `?comment=`), where they can hide it. */
export const tellAdminsOfReport: CollectionAfterChangeHook<CommentReport> = async ({ doc, operation, req }) => {
  if (operation !== 'create') return doc
  const commentId = relationId(doc.comment)
  if (!commentId) return doc
  const comment = await req.payload.findByID({ collection: 'comments', id: commentId, depth: 1, overrideAccess: true, disableErrors: true, req })
  if (!comment) return doc
  const event = typeof comment.event === 'object' && comment.event ? comment.event : null
  const name = req.user ? [req.user.firstName, req.user.lastName].filter(Boolean).join(' ') || req.user.email : '—'
  const excerpt = comment.body.length > EXCERPT ? `${comment.body.slice(0, EXCERPT - 1)}…` : comment.body
  await notifyAdmins(
    req.payload,
    {
      template: 'commentReported',
      values: { name, event: event?.title ?? `#${relationId(comment.event)}`, excerpt },
      userId: relationId(comment.author),
      link: `/events/${relationId(comment.event)}?comment=${comment.id}#comments`,
    },
    req,
  )
  return doc
}
