import type { Language } from '@cms/core/contract/language'
import { sql } from '@payloadcms/db-postgres'
import { type CollectionBeforeChangeHook, ValidationError } from 'payload'

import { isVerified } from '@cms/core/access/verified'
import { relationId } from '@cms/core/contract/relationId'
import { hasRole } from '@cms/core/contract/roles'
import { CONTENT_MESSAGES, kindsFor, SUBMISSION_SCHEMAS, schemaFor, type SubmissionStatus, submissionTitle } from '@cms/features/content/contract/submissions'
import { moveAllowed } from '@cms/features/content/transitions'
import { publishSubmission } from '@cms/features/content/publishSubmission'
import { executorFor } from '@cms/core/db/executorFor'
import type { ContentSubmission } from '@cms/payload-types'
import { refusalError } from '@cms/core/errors/refusalError'

/** Written by the collection alone: what a request says of them is never read. */
const SERVER_FIELDS = ['submittedBy', 'submittedAt', 'reviewedBy', 'reviewedAt', 'publishedId', 'title', 'image'] as const

/**
 * Every write of a submission, at every door: who it belongs to, the move it makes (transitions),
 * its data against the kind's schema (the lenient one for a draft), its picture (the submitter's
 * own), the moderator's notes (required to reject, spec 5), and on approval its publication into
 * the catalogue, all in the write's transaction.
 */
export const checkSubmission: CollectionBeforeChangeHook<ContentSubmission> = async ({ data, originalDoc, operation, req }) => {
  const before = operation === 'update' ? originalDoc : undefined
  const moderator = hasRole(req.user, 'admin')
  const next: Partial<ContentSubmission> = { ...data }
  for (const field of SERVER_FIELDS) delete next[field]
  if (before) for (const field of SERVER_FIELDS) (next as Record<string, unknown>)[field] = before[field]

  const kind = before?.kind ?? data.kind
  if (!kind || !Object.hasOwn(SUBMISSION_SCHEMAS, kind)) throw new ValidationError({ collection: 'content-submissions', errors: [{ path: 'kind', message: 'kind' }], req })
  next.kind = kind
  // Events are proposed by those who run them; the rest of the kinds by any verified member.
  if (req.user && !kindsFor(req.user).includes(kind)) throw refusalError(CONTENT_MESSAGES, 'organizersOnly', 403)
  if (!before) {
    if (req.user && !isVerified(req.user) && !moderator) throw refusalError(CONTENT_MESSAGES, 'verifyFirst', 403)
    next.submittedBy = req.user?.id ?? relationId(data.submittedBy) ?? null
  }
  const from: SubmissionStatus | null = before?.status ?? null
  const to: SubmissionStatus = (data.status as SubmissionStatus | undefined) ?? from ?? 'draft'
  const move = moveAllowed(from, to, moderator)
  if (!move.allowed) throw refusalError(CONTENT_MESSAGES, move.reason, 409)
  if (before && from !== to) {
    // Two moderators deciding at once: the row is locked, and the second finds the move made.
    const locked = await (await executorFor(req)).execute(sql`SELECT status FROM content_submissions WHERE id = ${before.id} FOR UPDATE`)
    if ((locked.rows[0] as { status?: string } | undefined)?.status !== from) throw refusalError(CONTENT_MESSAGES, 'notInReview', 409)
  }
  next.status = to

  const parsed = schemaFor(kind, to !== 'draft').safeParse(data.data ?? before?.data ?? {})
  if (!parsed.success) {
    throw new ValidationError({
      collection: 'content-submissions',
      errors: parsed.error.issues.map((issue) => ({ path: issue.path.length > 0 ? String(issue.path[0]) : 'data', message: issue.message })),
      req,
    })
  }
  const content = parsed.data as Record<string, unknown>
  // Where a wiki article is, approval says; what a request says of it is never read.
  if (kind === 'wiki') {
    delete content.articleSlug
    const approvedAt = before?.status === 'approved' ? (before.data as Record<string, unknown> | null)?.articleSlug : undefined
    if (typeof approvedAt === 'string') content.articleSlug = approvedAt
  }
  next.data = content
  next.title = submissionTitle(kind, content)

  const imageId = typeof content.image === 'number' ? content.image : null
  next.image = null
  if (imageId !== null) {
    const owner = next.submittedBy ?? before?.submittedBy
    const { totalDocs } = await req.payload.count({
      collection: 'submission-images',
      where: { and: [{ id: { equals: imageId } }, { owner: { equals: relationId(owner) ?? 0 } }] },
      overrideAccess: true,
      req,
    })
    if (totalDocs === 0) throw new ValidationError({ collection: 'content-submissions', errors: [{ path: 'image', message: 'imageRequired' }], req })
    next.image = imageId
  }

  const notes = typeof data.moderatorNotes === 'string' ? data.moderatorNotes.trim() : (before?.moderatorNotes ?? '')
  next.moderatorNotes = moderator ? notes || null : (before?.moderatorNotes ?? null)
  const now = new Date().toISOString()
  if (to === 'in_review' && from !== 'in_review') next.submittedAt = now
  if ((to === 'approved' || to === 'rejected') && from !== to) {
    if (to === 'rejected' && !notes) throw refusalError(CONTENT_MESSAGES, 'notesRequired', 400)
    next.reviewedBy = req.user?.id ?? null
    next.reviewedAt = now
    if (to === 'approved') {
      const id = before?.id ?? 0
      const published = await publishSubmission(req, { id, kind, language: (next.language ?? before?.language ?? 'ru') as Language, data: content })
      next.publishedId = published.id
      if (kind === 'wiki') next.data = { ...content, articleSlug: published.slug }
    }
  }
  return next
}
