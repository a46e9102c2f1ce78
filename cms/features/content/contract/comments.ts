import { writtenDuration } from '@cms/core/contract/duration'
import { enumeration } from '@cms/core/contract/options'
import { z } from '@cms/core/contract/zodSettings'

/**
 * Comments on events (issue "Community …"): signed-in, verified members write markdown without
 * HTML; each may change their own for a quarter of an hour, report others', and admins hide them.
 */
export const COMMENT_BODY_MAX = 2000
export const COMMENT_REPORT_NOTE_MAX = 500
/** How long after posting its author may still change a comment. */
export const COMMENT_EDIT_MINUTES = 15
export const COMMENT_EDIT_WINDOW_MS = COMMENT_EDIT_MINUTES * 60_000
/** Comments per page of an event's discussion, oldest first. */
export const COMMENTS_PAGE_SIZE = 20
/** New comments per account and hour: a lively discussion, not a script filling the page. */
export const COMMENTS_PER_HOUR = 30

export const COMMENT_REPORT_REASONS = enumeration({
  spam: { ru: 'Спам или реклама', en: 'Spam or advertising' },
  abuse: { ru: 'Оскорбления', en: 'Abuse' },
  offTopic: { ru: 'Не по теме', en: 'Off topic' },
  other: { ru: 'Другое', en: 'Something else' },
})
export type CommentReportReason = (typeof COMMENT_REPORT_REASONS.values)[number]

/** The API's words; the island shows its own, in the page's language, by `code`. */
export const COMMENT_MESSAGES = {
  verifyFirst: 'Confirm your email address before commenting.',
  editWindowClosed: `A comment can be changed for ${writtenDuration(COMMENT_EDIT_MINUTES, 'minute', 'en')} after it is posted.`,
  notYours: 'Only its author can change a comment.',
  alreadyReported: 'You have already reported this comment.',
  ownComment: 'You cannot report your own comment.',
  eventClosed: 'This event takes no comments.',
} as const

const body = z.string('required').trim().min(1, 'required').max(COMMENT_BODY_MAX, 'tooLong')

/** POST /api/events/{id}/comments and PATCH /api/comments/{id}. */
export const commentRequestSchema = z.strictObject({ body }, 'bodyInvalid')

/** POST /api/comments/{id}/report. */
export const commentReportSchema = z.strictObject(
  {
    reason: z.enum(COMMENT_REPORT_REASONS.values, 'required').default('other'),
    note: z.string('bodyInvalid').trim().max(COMMENT_REPORT_NOTE_MAX, 'tooLong').default(''),
  },
  'bodyInvalid',
)

/** POST /api/comments/{id}/hide: hide (the default) or show again. */
export const commentHideSchema = z.strictObject({ hidden: z.boolean('bodyInvalid').default(true) }, 'bodyInvalid')

/** A comment as the event page shows it. `html` is the markdown rendered with every HTML tag of its text escaped. */
export type CommentView = {
  id: number
  author: string
  html: string
  createdAt: string
  editedAt: string | null
  /** The visitor's own: its markdown, and until when they may change it (null once they may not). */
  own: { body: string; editableUntil: string | null } | null
  /** Whether the visitor has reported it. */
  reported: boolean
  /** Admins see hidden comments, marked, and how often each was reported. */
  hidden: boolean
  reports?: number
}

/** GET /api/events/{id}/comments?page=N. */
export type CommentsPage = { docs: CommentView[]; page: number; totalPages: number; totalDocs: number }

/** The moment a comment posted at `createdAt` stops being editable by its author. */
export function editableUntil(createdAt: string | Date): Date {
  return new Date(new Date(createdAt).getTime() + COMMENT_EDIT_WINDOW_MS)
}
