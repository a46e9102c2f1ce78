import { type RatingSummary, ratingSummary, summariesBy } from '@cms/features/reviews/contract/reviews'
import type { Review } from '@cms/payload-types'
import { findAll } from '@site/lib/cms'
import { relationId } from '@cms/core/contract/relationId'

/**
 * The published reviews, as the build reads them (anonymously: those admins have not hidden), newest
 * first. Reviews are in one language each, not translated: the same list serves both languages, and
 * the build reads it once (lib/cms remembers each answer).
 */
function publishedReviews(): Promise<Review[]> {
  return findAll('reviews', { locale: 'ru', depth: 0, sort: '-createdAt' })
}

export async function reviewsOfYacht(yachtId: number): Promise<Review[]> {
  return (await publishedReviews()).filter((review) => relationId(review.yacht) === yachtId)
}

/** Each yacht's average and count. */
export async function yachtRatings(): Promise<Map<number, RatingSummary>> {
  return summariesBy(
    await publishedReviews(),
    (review) => relationId(review.yacht) ?? null,
    (review) => review.rating,
  )
}

/** Each trip package's average and count, from the reviews of its charters. */
async function tripRatings(): Promise<Map<number, RatingSummary>> {
  return summariesBy(
    await publishedReviews(),
    (review) => relationId(review.tripPackage) ?? null,
    (review) => review.rating,
  )
}

/** All published reviews summed up, for the home page's badge. */
export async function overallRating(): Promise<RatingSummary | null> {
  return ratingSummary((await publishedReviews()).map((review) => review.rating))
}

/**
 * A trip package's rating as its pages show it: from the reviews of its charters once it has any;
 * before that, the figures an editor gave it (spec 9's fields), as the home badge keeps its text.
 */
export async function tripRating(trip: { id: number; rating?: number | null; reviewsCount?: number | null }): Promise<{ rating: number | null; reviewsCount: number }> {
  const summary = (await tripRatings()).get(trip.id)
  return summary ? { rating: summary.average, reviewsCount: summary.count } : { rating: trip.rating ?? null, reviewsCount: trip.reviewsCount ?? 0 }
}
