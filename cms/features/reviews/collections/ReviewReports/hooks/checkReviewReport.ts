import { sql } from '@payloadcms/db-postgres'
import type { CollectionBeforeChangeHook } from 'payload'

import { MESSAGES } from '@cms/core/contract/messages'
import { relationId } from '@cms/core/contract/relationId'
import { executorFor } from '@cms/core/db/executorFor'
import { refusalError } from '@cms/core/errors/refusalError'
import type { ReviewReport } from '@cms/payload-types'
import { REVIEW_MESSAGES } from '@cms/features/reviews/contract/reviews'

type ReviewRow = { author_id: number | null; hidden: boolean | null }

/** A report is its writer's, of a visible review that is not their own, once. */
export const checkReviewReport: CollectionBeforeChangeHook<ReviewReport> = async ({ data, operation, req }) => {
  if (operation !== 'create') return data
  const reporter = req.user?.id ?? relationId(data.reporter)
  const reviewId = relationId(data.review)
  // Without a review the field's own check answers (400).
  if (!reporter || !reviewId) return data
  const db = await executorFor(req)
  const review = (await db.execute(sql`SELECT author_id, hidden FROM reviews WHERE id = ${reviewId}`)).rows[0] as ReviewRow | undefined
  if (!review || review.hidden) throw refusalError(MESSAGES, 'notFound', 404)
  if (review.author_id === reporter) throw refusalError(REVIEW_MESSAGES, 'ownReview', 400)
  const already = await db.execute(sql`SELECT 1 FROM review_reports WHERE review_id = ${reviewId} AND reporter_id = ${reporter}`)
  if (already.rows.length > 0) throw refusalError(REVIEW_MESSAGES, 'alreadyReported', 409)
  return { ...data, reporter, review: reviewId }
}
