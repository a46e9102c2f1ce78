import { sql } from '@payloadcms/db-postgres'
import type { CollectionBeforeChangeHook } from 'payload'

import { COMMENT_MESSAGES } from '@cms/features/content/contract/comments'
import { MESSAGES } from '@cms/core/contract/messages'
import { relationId } from '@cms/core/contract/relationId'
import { executorFor } from '@cms/core/db/executorFor'
import type { CommentReport } from '@cms/payload-types'
import { refusalError } from '@cms/core/errors/refusalError'

type CommentRow = { author_id: number | null; hidden: boolean | null }

/** A report is its writer's, of a comment they can see that is not their own. */
export const checkReport: CollectionBeforeChangeHook<CommentReport> = async ({ data, operation, req }) => {
  if (operation !== 'create') return data
  const reporter = req.user?.id ?? relationId(data.reporter)
  const commentId = relationId(data.comment)
  // Without a comment the field's own check answers (400).
  if (!reporter || !commentId) return data
  const found = await (await executorFor(req)).execute(sql`SELECT author_id, hidden FROM comments WHERE id = ${commentId}`)
  const comment = found.rows[0] as CommentRow | undefined
  if (!comment || comment.hidden) throw refusalError(MESSAGES, 'notFound', 404)
  if (comment.author_id === reporter) throw refusalError(COMMENT_MESSAGES, 'ownComment', 400)
  return { ...data, reporter, comment: commentId }
}
