import type { RatingSummary } from '@cms/features/reviews/contract/reviews'
import { RATING_MAX, RATING_MIN } from '@cms/features/reviews/contract/reviews'

type ShownReview = { authorName?: string | null; createdAt: string; body: string; rating: number; language?: string | null }

/**
 * schema.org data for a yacht's page: the charter as a Product with its AggregateRating and the
 * reviews the page shows (search engines show stars only for reviews that are on the page).
 * Null without reviews: an AggregateRating of nothing is invalid.
 */
export function yachtStructuredData(
  yacht: { name: string; summary?: string | null; url: string; image?: string | null },
  summary: RatingSummary | null,
  reviews: readonly ShownReview[],
): Record<string, unknown> | null {
  if (!summary) return null
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: yacht.name,
    ...(yacht.summary ? { description: yacht.summary } : {}),
    ...(yacht.image ? { image: yacht.image } : {}),
    url: yacht.url,
    aggregateRating: { '@type': 'AggregateRating', ratingValue: summary.average, reviewCount: summary.count, bestRating: RATING_MAX, worstRating: RATING_MIN },
    review: reviews.map((review) => ({
      '@type': 'Review',
      author: { '@type': 'Person', name: review.authorName || '—' },
      datePublished: review.createdAt.slice(0, 10),
      reviewBody: review.body,
      ...(review.language ? { inLanguage: review.language } : {}),
      reviewRating: { '@type': 'Rating', ratingValue: review.rating, bestRating: RATING_MAX, worstRating: RATING_MIN },
    })),
  }
}

/** JSON for a `<script type="application/ld+json">`: `<` escaped, so no text of a review can close the script. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c')
}
