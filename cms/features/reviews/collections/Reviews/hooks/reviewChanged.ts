import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'

import { recordAudit } from '@cms/features/admin'
import { relationId } from '@cms/core/contract/relationId'
import { requestSiteRebuild } from '@cms/features/publishing'
import type { Review } from '@cms/payload-types'

/** What of a review the site shows: a change of any of these rebuilds the pages that show it. */
const SHOWN = ['rating', 'yachtRating', 'crewRating', 'valueRating', 'body', 'answer', 'hidden', 'authorName'] as const

/**
 * A review written, changed, answered or hidden reaches the static site like any publish: the
 * yacht's page, the catalogue's cards and sort, the trip package's rating and the home badge read
 * the published reviews. An admin hiding one, or showing it again, goes into the audit log.
 */
export const reviewChanged: CollectionAfterChangeHook<Review> = async ({ doc, previousDoc, operation, req }) => {
  if (operation === 'update' && Boolean(doc.hidden) !== Boolean(previousDoc?.hidden)) {
    await recordAudit(req, {
      action: doc.hidden ? 'review-hidden' : 'review-shown',
      targetUser: relationId(doc.author),
      summary: `#${doc.id} (yacht #${relationId(doc.yacht)}): ${doc.body.slice(0, 200)}`,
      details: { review: doc.id, yacht: relationId(doc.yacht) },
    })
  }
  const shown = operation === 'create' || SHOWN.some((field) => JSON.stringify(doc[field] ?? null) !== JSON.stringify(previousDoc?.[field] ?? null))
  if (shown) await requestSiteRebuild(req.payload, `reviews ${doc.id}`, req)
  return doc
}

export const reviewDeleted: CollectionAfterDeleteHook<Review> = async ({ doc, req }) => {
  if (!doc.hidden) await requestSiteRebuild(req.payload, `reviews ${doc.id} deleted`, req)
  return doc
}
