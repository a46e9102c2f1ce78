import { useState } from 'react'
import { useTranslation } from 'react-i18next'

import { type BookingReviewState, reviewEditableUntil } from '@cms/features/reviews/contract/reviews'
import type { Locale } from '@site/i18n'
import { showToast } from '@site/stores/toasts'
import { dayLabel } from '@site/ui/format'
import styles from '@site/ui/kit.module.css'
import { changeReview, writeReview } from './reviewApi'
import { ReviewForm } from './ReviewForm'
import { Stars } from './Stars'

/**
 * A completed charter's review on its customer's card (the Past tab): the invitation and the form
 * while the 60 days last, then the review, changeable for its 48 hours.
 */
export function BookingReview({ bookingId, state, locale, highlighted }: { bookingId: number; state: BookingReviewState; locale: Locale; highlighted: boolean }) {
  const { t } = useTranslation()
  const [current, setCurrent] = useState(state)
  const [open, setOpen] = useState(highlighted && state.review === null && state.reviewableUntil !== null)
  const review = current.review
  const time = (iso: string) =>
    new Date(iso).toLocaleString(locale === 'ru' ? 'ru-RU' : 'en-GB', { day: 'numeric', month: 'long', hour: '2-digit', minute: '2-digit', timeZone: 'Asia/Irkutsk' })

  if (!review && !current.reviewableUntil) return null
  return (
    <section id={highlighted ? 'review' : undefined} aria-label={t('review.yours')} data-booking-review>
      {review && !open && (
        <div className={styles.note}>
          <h3>{t('review.yours')}</h3>
          <p>
            <Stars rating={review.rating} />
          </p>
          <p>{review.body}</p>
          {review.hidden && <p>{t('review.hiddenNote')}</p>}
          {current.editableUntil && <p>{t('review.editableUntil', { time: time(current.editableUntil) })}</p>}
        </div>
      )}
      {!review && !open && current.reviewableUntil && <p>{t('review.invite', { date: dayLabel(locale, current.reviewableUntil) })}</p>}
      {open ? (
        <ReviewForm
          initial={
            review ? { rating: review.rating, yachtRating: review.yachtRating, crewRating: review.crewRating, valueRating: review.valueRating, body: review.body } : undefined
          }
          submitLabel={review ? t('review.save') : t('review.send')}
          onCancel={() => setOpen(false)}
          onSubmit={async (request) => {
            const saved = review ? await changeReview(review.id, request) : await writeReview(bookingId, request)
            setCurrent({ review: saved, reviewableUntil: null, editableUntil: review ? current.editableUntil : reviewEditableUntil(saved.createdAt).toISOString() })
            setOpen(false)
            showToast({ title: review ? t('review.saved') : t('review.sent') })
          }}
        />
      ) : (
        <div className={styles.actions}>
          {!review && current.reviewableUntil && (
            <button type="button" className={styles.primary} onClick={() => setOpen(true)}>
              {t('review.write')}
            </button>
          )}
          {review && current.editableUntil && (
            <button type="button" className={styles.secondary} onClick={() => setOpen(true)}>
              {t('review.edit')}
            </button>
          )}
        </div>
      )}
    </section>
  )
}
