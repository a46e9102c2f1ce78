import { BADGE_MIN_REVIEWS } from '@cms/features/reviews/contract/reviews'
import type { TFunction } from 'i18next'

import type { Locale } from '@site/i18n'
import { formatRating } from '@site/ui/format'
import { overallRating } from './reviews'

/**
 * The home page's badge: the average and count of all published reviews once there are at least
 * 10 ("4.8 out of 5 stars, based on 12 reviews"); before that, the editor's text (spec 5's
 * "4.9 out of 5 stars, based on 150+ reviews" by default).
 */
export async function ratingBadge(locale: Locale, t: TFunction, editorsText: string): Promise<string> {
  const overall = await overallRating()
  if (!overall || overall.count < BADGE_MIN_REVIEWS) return editorsText
  return t('review.badge', { average: formatRating(locale, overall.average), count: overall.count })
}
