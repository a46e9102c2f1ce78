import type { CollectionAfterChangeHook } from 'payload'

import { relationId } from '@cms/core/contract/relationId'
import { shownName } from '@cms/core/contract/shownName'
import { notifyAdmins } from '@cms/features/notifications'
import type { ReviewReport } from '@cms/payload-types'

const EXCERPT = 120

/** Each report rings the admins' bell, linking to the review in the admin, where they can hide it. */
export const tellAdminsOfReviewReport: CollectionAfterChangeHook<ReviewReport> = async ({ doc, operation, req }) => {
  if (operation !== 'create') return doc
  const reviewId = relationId(doc.review)
  if (!reviewId) return doc
  const review = await req.payload.findByID({
    collection: 'reviews',
    id: reviewId,
    depth: 1,
    overrideAccess: true,
    disableErrors: true,
    req,
    select: { body: true, yacht: true, author: true },
  })
  if (!review) return doc
  const yacht = typeof review.yacht === 'object' && review.yacht ? review.yacht.name : `#${relationId(review.yacht)}`
  const name = req.user ? shownName(req.user) || req.user.email : '—'
  const excerpt = review.body.length > EXCERPT ? `${review.body.slice(0, EXCERPT - 1)}…` : review.body
  await notifyAdmins(
    req.payload,
    {
      template: 'reviewReported',
      values: { name, yacht, excerpt },
      userId: relationId(review.author),
      link: `${req.payload.config.serverURL}/admin/collections/reviews/${review.id}`,
    },
    req,
  )
  return doc
}
