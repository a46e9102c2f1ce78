import { sql } from '@payloadcms/db-postgres'
import type { CollectionBeforeChangeHook } from 'payload'

import { COMMENT_MESSAGES, editableUntil } from '@cms/features/content/contract/comments'
import { relationId } from '@cms/core/contract/relationId'
import { hasRole } from '@cms/core/contract/roles'
import { executorFor } from '@cms/core/db/executorFor'
import type { Comment } from '@cms/payload-types'
import { refusalError } from '@cms/core/errors/refusalError'

/**
 * A new comment is its writer's (an admin may write one for someone), on a published event. A
 * changed text is marked edited, and refused once the author's 15 minutes are over: the
 * collection's update access already narrows members to their fresh comments, this says why.
 * Hiding stamps who hid it and when.
 */
export const writeComment: CollectionBeforeChangeHook<Comment> = async ({ data, operation, originalDoc, req }) => {
  const admin = hasRole(req.user, 'admin')
  if (operation === 'create') {
    const author = admin ? (relationId(data.author) ?? req.user?.id) : req.user?.id
    const eventId = relationId(data.event)
    if (!author || !eventId) throw refusalError(COMMENT_MESSAGES, 'eventClosed', 400)
    const found = await (await executorFor(req)).execute(sql`SELECT 1 FROM events WHERE id = ${eventId} AND _status = 'published'`)
    if (found.rows.length === 0) throw refusalError(COMMENT_MESSAGES, 'eventClosed', 400)
    return { ...data, author, event: eventId, editedAt: null, hiddenAt: data.hidden ? new Date().toISOString() : null, hiddenBy: data.hidden ? (req.user?.id ?? null) : null }
  }
  const next = { ...data }
  if (originalDoc && data.body !== undefined && data.body !== originalDoc.body) {
    if (!admin && (relationId(originalDoc.author) !== req.user?.id || editableUntil(originalDoc.createdAt).getTime() <= Date.now())) {
      throw refusalError(COMMENT_MESSAGES, relationId(originalDoc.author) === req.user?.id ? 'editWindowClosed' : 'notYours', 403)
    }
    next.editedAt = new Date().toISOString()
  }
  if (originalDoc && data.hidden !== undefined && Boolean(data.hidden) !== Boolean(originalDoc.hidden)) {
    next.hiddenAt = data.hidden ? new Date().toISOString() : null
    next.hiddenBy = data.hidden ? (req.user?.id ?? null) : null
  }
  return next
}
