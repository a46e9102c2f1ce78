import type { ReviewRequest, ReviewView } from '@cms/features/reviews/contract/reviews'
import { apiRequest, readJson } from '@site/lib/api/client'
import { read } from '@site/lib/api/reads'

/** The review calls the islands make. Each throws an ApiError on a refusal; the caller words it by its code. */

export type { ReviewView }

export async function writeReview(bookingId: number, review: ReviewRequest): Promise<ReviewView> {
  return readJson<ReviewView>(await apiRequest('POST', `/api/bookings/${bookingId}/review`, review))
}

export async function changeReview(id: number, review: ReviewRequest): Promise<ReviewView> {
  return readJson<ReviewView>(await apiRequest('PATCH', `/api/reviews/${id}`, review))
}

export async function answerReview(id: number, answer: string): Promise<ReviewView> {
  return readJson<ReviewView>(await apiRequest('POST', `/api/reviews/${id}/answer`, { answer }))
}

export async function reviewsOfMyYachts(): Promise<ReviewView[]> {
  return (await read<{ docs: ReviewView[] }>('/api/owner/reviews')).docs
}
