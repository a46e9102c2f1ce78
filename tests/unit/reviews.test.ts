import { describe, expect, it } from 'vitest'

import { fieldErrors } from '@cms/core/contract/fieldErrors'
import {
  lastReviewDay,
  latestReviews,
  RATING_MAX,
  RATING_MIN,
  ratingSummary,
  REVIEW_BODY_MAX,
  REVIEW_BODY_MIN,
  REVIEW_EDIT_WINDOW_MS,
  reviewEditableUntil,
  reviewRequestSchema,
  summariesBy,
} from '@cms/features/reviews/contract/reviews'

/** The field → code map of a refused review, {} when it passes. */
function refusalsOf(input: unknown): Record<string, string> {
  const result = reviewRequestSchema.safeParse(input)
  return result.success ? {} : fieldErrors(result.error)
}

const review = { rating: 5, body: 'Отличный чартер, капитан знает каждую бухту.' }

describe('rating summaries', () => {
  it('average to one decimal, half up (4.85 → 4.9), with their count', () => {
    // 97 / 20 = 4.85
    const ratings = [...Array<number>(17).fill(5), 4, 4, 4]
    expect(ratingSummary(ratings)).toEqual({ average: 4.9, count: 20 })
    expect(ratingSummary([5, 4])).toEqual({ average: 4.5, count: 2 })
    expect(ratingSummary([4, 4, 5])).toEqual({ average: 4.3, count: 3 })
    expect(ratingSummary([3])).toEqual({ average: 3, count: 1 })
  })

  it('are null without ratings', () => {
    expect(ratingSummary([])).toBeNull()
  })

  it('group by what is reviewed, skipping reviews of nothing', () => {
    const reviews = [
      { yacht: 1, rating: 5 },
      { yacht: 2, rating: 3 },
      { yacht: 1, rating: 4 },
      { yacht: null, rating: 1 },
    ]
    const summaries = summariesBy(
      reviews,
      (one) => one.yacht,
      (one) => one.rating,
    )
    expect([...summaries.entries()]).toEqual([
      [1, { average: 4.5, count: 2 }],
      [2, { average: 3, count: 1 }],
    ])
    expect(
      summariesBy(
        [],
        () => 1,
        () => 5,
      ).size,
    ).toBe(0)
  })
})

describe('the reviews a page shows', () => {
  const at = (language: string, createdAt: string) => ({ language, createdAt })
  const reviews = [
    at('en', '2027-07-03T10:00:00.000Z'),
    at('ru', '2027-07-01T10:00:00.000Z'),
    at('ru', '2027-07-05T10:00:00.000Z'),
    at('en', '2027-07-06T10:00:00.000Z'),
    at('ru', '2027-07-02T10:00:00.000Z'),
  ]

  it('are those in the page’s language first, then the others, each newest first', () => {
    expect(latestReviews(reviews, 'ru', 10).map((one) => `${one.language} ${one.createdAt.slice(8, 10)}`)).toEqual(['ru 05', 'ru 02', 'ru 01', 'en 06', 'en 03'])
    expect(latestReviews(reviews, 'en', 10).map((one) => `${one.language} ${one.createdAt.slice(8, 10)}`)).toEqual(['en 06', 'en 03', 'ru 05', 'ru 02', 'ru 01'])
  })

  it('are at most the limit, and leave the list they are given as it was', () => {
    const before = [...reviews]
    expect(latestReviews(reviews, 'en', 3).map((one) => one.createdAt.slice(8, 10))).toEqual(['06', '03', '05'])
    expect(latestReviews(reviews, 'ru', 0)).toEqual([])
    expect(reviews).toEqual(before)
  })
})

describe('the review windows', () => {
  it('close 60 days after the charter’s last day, across month and year ends', () => {
    expect(lastReviewDay('2027-07-10')).toBe('2027-09-08')
    expect(lastReviewDay('2027-01-31')).toBe('2027-04-01')
    expect(lastReviewDay('2027-11-15')).toBe('2028-01-14')
    expect(lastReviewDay('2026-12-31')).toBe('2027-03-01')
    // A leap year's February has a day more.
    expect(lastReviewDay('2027-12-31')).toBe('2028-02-29')
    expect(lastReviewDay('2028-01-31')).toBe('2028-03-31')
  })

  it('let the author change a review for 48 hours after writing it', () => {
    expect(REVIEW_EDIT_WINDOW_MS).toBe(48 * 3_600_000)
    expect(reviewEditableUntil('2027-07-10T09:30:00.000Z').toISOString()).toBe('2027-07-12T09:30:00.000Z')
    expect(reviewEditableUntil(new Date('2027-12-31T23:00:00.000Z')).toISOString()).toBe('2028-01-02T23:00:00.000Z')
  })
})

describe('a review request', () => {
  it('takes whole stars from 1 to 5, the aspects optional, and trims the text', () => {
    expect(reviewRequestSchema.parse({ ...review, body: `  ${review.body}  ` })).toEqual(review)
    expect(refusalsOf({ ...review, rating: RATING_MIN, yachtRating: RATING_MAX, crewRating: null, valueRating: 3 })).toEqual({})
  })

  it('refuses stars of 0, 6 or 4.5, in the rating and each aspect', () => {
    for (const stars of [0, 6, 4.5, '5']) {
      expect(refusalsOf({ ...review, rating: stars }), String(stars)).toEqual({ rating: 'ratingInvalid' })
      expect(refusalsOf({ ...review, crewRating: stars }), String(stars)).toEqual({ crewRating: 'ratingInvalid' })
    }
    expect(refusalsOf({ body: review.body })).toEqual({ rating: 'ratingInvalid' })
  })

  it(`refuses text shorter than ${REVIEW_BODY_MIN} or longer than ${REVIEW_BODY_MAX} characters, spaces around it not counted`, () => {
    expect(refusalsOf({ ...review, body: 'Хорошо!' })).toEqual({ body: 'tooShort' })
    expect(refusalsOf({ ...review, body: `   ${'a'.repeat(REVIEW_BODY_MIN - 1)}   ` })).toEqual({ body: 'tooShort' })
    expect(refusalsOf({ ...review, body: 'a'.repeat(REVIEW_BODY_MIN) })).toEqual({})
    expect(refusalsOf({ ...review, body: 'a'.repeat(REVIEW_BODY_MAX) })).toEqual({})
    expect(refusalsOf({ ...review, body: 'a'.repeat(REVIEW_BODY_MAX + 1) })).toEqual({ body: 'tooLong' })
    expect(refusalsOf({ rating: 5 })).toEqual({ body: 'required' })
  })

  it('refuses keys it does not know: the server sets who, what and when', () => {
    for (const extra of [{ booking: 7 }, { author: 1 }, { hidden: false }, { answer: 'Спасибо' }, { language: 'en' }]) {
      expect(refusalsOf({ ...review, ...extra }), JSON.stringify(extra)).toEqual({ form: 'bodyInvalid' })
    }
    expect(refusalsOf(null)).toEqual({ form: 'bodyInvalid' })
  })
})
