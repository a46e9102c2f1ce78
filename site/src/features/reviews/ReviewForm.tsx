import { type FormEvent, useEffect, useId, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'

import { RATING_ASPECTS, RATING_MAX, REVIEW_BODY_MAX, REVIEW_BODY_MIN, type ReviewRequest, reviewRequestSchema } from '@cms/features/reviews/contract/reviews'
import styles from '@site/ui/kit.module.css'
import { reviewProblem } from './reviewProblem'

const STARS = Array.from({ length: RATING_MAX }, (_, index) => RATING_MAX - index)

/**
 * The stars for the charter (a radio group: arrows move between them), the optional ratings of
 * the yacht, the crew and value, and the text. Checked with the contract's schema before it is
 * sent; the server's refusal is shown under it.
 */
export function ReviewForm({
  initial,
  submitLabel,
  onSubmit,
  onCancel,
}: {
  initial?: ReviewRequest
  submitLabel: string
  onSubmit: (review: ReviewRequest) => Promise<void>
  onCancel?: () => void
}) {
  const { t } = useTranslation()
  const id = useId()
  const [review, setReview] = useState<ReviewRequest>(initial ?? { rating: 0, body: '' })
  const [problem, setProblem] = useState<string | null>(null)
  const [working, setWorking] = useState(false)
  const title = useRef<HTMLHeadingElement>(null)
  // Opened by a button that is gone now: the keyboard and the screen reader continue at the form.
  useEffect(() => title.current?.focus(), [])

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const checked = reviewRequestSchema.safeParse(review)
    if (!checked.success) return setProblem(t(`review.error.${checked.error.issues[0]?.message ?? 'generic'}`))
    setWorking(true)
    setProblem(null)
    try {
      await onSubmit(checked.data)
    } catch (error) {
      setProblem(reviewProblem(t, error))
    } finally {
      setWorking(false)
    }
  }

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} aria-labelledby={`${id}-title`} noValidate data-review-form>
      <h3 id={`${id}-title`} ref={title} tabIndex={-1}>
        {t('review.writeTitle')}
      </h3>
      <fieldset className={styles.field}>
        <legend>{t('review.rating')}</legend>
        {STARS.map((stars) => (
          <label key={stars}>
            <input type="radio" name={`${id}-rating`} value={stars} checked={review.rating === stars} onChange={() => setReview({ ...review, rating: stars })} />{' '}
            {'★'.repeat(stars)} {t('review.star', { count: stars })}
          </label>
        ))}
      </fieldset>
      <fieldset className={styles.field}>
        <legend>{t('review.aspects')}</legend>
        {RATING_ASPECTS.map((aspect) => (
          <div key={aspect} className={styles.field}>
            <label htmlFor={`${id}-${aspect}`}>{t(`review.aspect.${aspect}`)}</label>
            <select
              id={`${id}-${aspect}`}
              value={review[aspect] ?? ''}
              onChange={(event) => setReview({ ...review, [aspect]: event.target.value === '' ? null : Number(event.target.value) })}
            >
              <option value="">{t('review.aspect.none')}</option>
              {STARS.map((stars) => (
                <option key={stars} value={stars}>
                  {t('review.star', { count: stars })}
                </option>
              ))}
            </select>
          </div>
        ))}
      </fieldset>
      <div className={styles.field}>
        <label htmlFor={`${id}-body`}>{t('review.body')}</label>
        <textarea
          id={`${id}-body`}
          rows={5}
          minLength={REVIEW_BODY_MIN}
          maxLength={REVIEW_BODY_MAX}
          value={review.body}
          aria-describedby={`${id}-hint`}
          onChange={(event) => setReview({ ...review, body: event.target.value })}
        />
        <p id={`${id}-hint`} className={styles.note}>
          {t('review.bodyHint')}
        </p>
      </div>
      <p className={styles.problem} role="alert">
        {problem}
      </p>
      <div className={styles.actions}>
        <button type="submit" className={styles.primary} disabled={working}>
          {working ? t('review.working') : submitLabel}
        </button>
        {onCancel && (
          <button type="button" className={styles.secondary} onClick={onCancel}>
            {t('review.cancel')}
          </button>
        )}
      </div>
    </form>
  )
}
