import { useTranslation } from 'react-i18next'

import { RATING_MAX } from '@cms/features/reviews/contract/reviews'

/** A rating as filled and empty stars, read out as "Rated 4 out of 5". */
export function Stars({ rating }: { rating: number }) {
  const { t } = useTranslation()
  const filled = Math.round(rating)
  return (
    <span role="img" aria-label={t('review.stars', { rating })} data-stars={rating}>
      {'★'.repeat(filled)}
      {'☆'.repeat(RATING_MAX - filled)}
    </span>
  )
}
