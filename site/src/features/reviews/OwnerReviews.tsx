import { type FormEvent, useCallback, useEffect, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'

import { REVIEW_ANSWER_MAX } from '@cms/features/reviews/contract/reviews'
import type { Locale } from '@site/i18n'
import { showToast } from '@site/stores/toasts'
import { dayLabel } from '@site/ui/format'
import styles from '@site/ui/kit.module.css'
import { answerReview, type ReviewView, reviewsOfMyYachts } from './reviewApi'
import { reviewProblem } from './reviewProblem'
import { Stars } from './Stars'

/** The owner's dashboard part for reviews: each review of their yachts, and one public answer to each. */
export function OwnerReviews({ locale, yachtNames }: { locale: Locale; yachtNames: Map<number, string> }) {
  const { t } = useTranslation()
  const [reviews, setReviews] = useState<ReviewView[] | 'loading' | 'failed'>('loading')
  const load = useCallback(async () => {
    try {
      setReviews(await reviewsOfMyYachts())
    } catch {
      setReviews('failed')
    }
  }, [])
  useEffect(() => {
    void load()
  }, [load])

  return (
    <section className={styles.card} aria-labelledby="owner-reviews" data-owner-reviews>
      <h2 id="owner-reviews">{t('review.owner.title')}</h2>
      {reviews === 'loading' && <p role="status">{t('review.working')}</p>}
      {reviews === 'failed' && <p role="alert">{t('review.error.generic')}</p>}
      {Array.isArray(reviews) && reviews.length === 0 && <p className={styles.note}>{t('review.owner.none')}</p>}
      {Array.isArray(reviews) &&
        reviews.map((review) => (
          <article key={review.id} className={styles.form} data-review={review.id} aria-label={`${review.authorName}, ${yachtNames.get(review.yachtId ?? 0) ?? ''}`}>
            <p>
              <strong>{yachtNames.get(review.yachtId ?? 0)}</strong> · {review.authorName} · {t('review.sailed', { date: dayLabel(locale, review.sailedOn) })}
            </p>
            <p>
              <Stars rating={review.rating} />
            </p>
            <p>{review.body}</p>
            {review.answer ? (
              <blockquote>
                <p>
                  <strong>{t('review.answerBy')}:</strong> {review.answer}
                </p>
              </blockquote>
            ) : (
              <AnswerForm
                review={review}
                onAnswered={(answered) => setReviews((all) => (Array.isArray(all) ? all.map((one) => (one.id === answered.id ? answered : one)) : all))}
              />
            )}
          </article>
        ))}
    </section>
  )
}

function AnswerForm({ review, onAnswered }: { review: ReviewView; onAnswered: (review: ReviewView) => void }) {
  const { t } = useTranslation()
  const id = useId()
  const [answer, setAnswer] = useState('')
  const [problem, setProblem] = useState<string | null>(null)
  const [working, setWorking] = useState(false)
  const send = async (event: FormEvent) => {
    event.preventDefault()
    if (!answer.trim()) return setProblem(t('review.error.required'))
    setWorking(true)
    setProblem(null)
    try {
      onAnswered(await answerReview(review.id, answer))
      showToast({ title: t('review.owner.sent') })
    } catch (error) {
      setProblem(reviewProblem(t, error))
    } finally {
      setWorking(false)
    }
  }
  return (
    <form onSubmit={(event) => void send(event)} aria-label={t('review.owner.answer')}>
      <div className={styles.field}>
        <label htmlFor={`${id}-answer`}>{t('review.owner.answerLabel')}</label>
        <textarea id={`${id}-answer`} rows={3} maxLength={REVIEW_ANSWER_MAX} value={answer} onChange={(event) => setAnswer(event.target.value)} />
      </div>
      <p className={styles.problem} role="alert">
        {problem}
      </p>
      <button type="submit" className={styles.primary} disabled={working}>
        {t('review.owner.send')}
      </button>
    </form>
  )
}
