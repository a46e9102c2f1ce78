import type { SubmissionStatus } from './contract/submissions'

/**
 * The moves a submission may make (spec 4.4: created, sent to review, approved or rejected), and
 * who may make them. The member writes and sends; a moderator decides. Everything else, a
 * member approving their own work or a moderator reopening a decision, is refused.
 */
const MEMBER_MOVES: Record<SubmissionStatus, readonly SubmissionStatus[]> = {
  draft: ['draft', 'in_review'],
  in_review: [],
  approved: [],
  rejected: ['draft', 'in_review'],
}

const MODERATOR_MOVES: Record<SubmissionStatus, readonly SubmissionStatus[]> = {
  draft: [],
  in_review: ['in_review', 'approved', 'rejected'],
  approved: ['approved'],
  rejected: ['rejected'],
}

/** What a new submission may start as. */
const START_STATUSES: readonly SubmissionStatus[] = ['draft', 'in_review']

export type Move = { allowed: true } | { allowed: false; reason: 'notEditable' | 'notInReview' }

/** Whether `from` → `to` is a move the person may make (`from` null for a new submission). */
export function moveAllowed(from: SubmissionStatus | null, to: SubmissionStatus, moderator: boolean): Move {
  if (from === null) return START_STATUSES.includes(to) ? { allowed: true } : { allowed: false, reason: 'notInReview' }
  if (MEMBER_MOVES[from].includes(to) || (moderator && MODERATOR_MOVES[from].includes(to))) return { allowed: true }
  return { allowed: false, reason: to === 'approved' || to === 'rejected' ? 'notInReview' : 'notEditable' }
}
