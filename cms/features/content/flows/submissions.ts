import { visitorRequest, type Member } from '@cms/core/visitor'
import { visibleRow } from '@cms/core/db/visibleRow'
import { relationId } from '@cms/core/contract/relationId'
import { hasRole } from '@cms/core/contract/roles'
import { fieldErrors } from '@cms/core/contract/fieldErrors'

import {
  CONTENT_MESSAGES,
  EDITABLE_STATUSES,
  type QueueQuery,
  type SubmissionChange,
  type SubmissionKind,
  type SubmissionPage,
  type SubmissionRequest,
  type SubmissionStatus,
  type SubmissionView,
  schemaFor,
} from '../contract/submissions'
import type { ContentSubmission, User } from '@cms/payload-types'
import { submissionImageUrl } from './submissionImages'
import { refusalError } from '@cms/core/errors/refusalError'

const QUEUE_PAGE_SIZE = 20
/** A member's own list: more than anyone writes, with a bound. */
const OWN_LIMIT = 200

const asRecord = (value: unknown): Record<string, unknown> => (value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {})

function toSubmissionView(doc: ContentSubmission): SubmissionView {
  const submitter = typeof doc.submittedBy === 'object' && doc.submittedBy !== null ? (doc.submittedBy as User) : null
  const imageId = relationId(doc.image)
  return {
    id: doc.id,
    kind: doc.kind as SubmissionKind,
    status: doc.status as SubmissionStatus,
    language: doc.language === 'en' ? 'en' : 'ru',
    title: doc.title ?? '',
    data: asRecord(doc.data),
    imageUrl: imageId ? submissionImageUrl(imageId) : null,
    moderatorNotes: doc.moderatorNotes ?? null,
    submittedAt: doc.submittedAt ?? null,
    reviewedAt: doc.reviewedAt ?? null,
    publishedId: doc.publishedId ?? null,
    submitter: submitter ? { id: submitter.id, name: [submitter.firstName, submitter.lastName].filter(Boolean).join(' '), email: submitter.email } : null,
    createdAt: doc.createdAt,
    updatedAt: doc.updatedAt,
  }
}

/** A new submission of the member's, kept as a draft or sent for review (the collection checks the rest). */
export async function createSubmission(member: Member, request: SubmissionRequest): Promise<SubmissionView> {
  const doc = await member.payload.create({
    collection: 'content-submissions',
    data: { kind: request.kind, data: request.data, status: request.submit ? 'in_review' : 'draft', language: request.language },
    depth: 0,
    req: await visitorRequest(member),
    overrideAccess: false,
  })
  return toSubmissionView(doc)
}

/** The member's own submissions, newest change first. */
export async function mySubmissions(member: Member): Promise<SubmissionView[]> {
  const { docs } = await member.payload.find({
    collection: 'content-submissions',
    // The collection narrows a member to their own (and refuses a filter on the author, which only
    // staff may read); an admin, who reads every submission, asks for theirs.
    ...(hasRole(member.user, 'admin') ? { where: { submittedBy: { equals: member.user.id } } } : {}),
    sort: '-updatedAt',
    limit: OWN_LIMIT,
    depth: 0,
    req: await visitorRequest(member),
    overrideAccess: false,
  })
  return docs.map(toSubmissionView)
}

/** One submission, if the visitor may see it (its author, or an admin). */
export async function submissionFor(member: Member, id: number): Promise<SubmissionView | null> {
  const doc = await visibleRow(member, 'content-submissions', id, { depth: 1 })
  return doc ? toSubmissionView(doc) : null
}

export type ChangeOutcome =
  | { ok: true; submission: SubmissionView }
  | { ok: false; reason: 'not-found' | 'not-editable' }
  | { ok: false; reason: 'invalid'; errors: Record<string, string> }

/**
 * The member's edit of their draft or sent-back submission, and its resubmission: not found when
 * it is not theirs; its data checked against its kind's schema. One that is in review or approved
 * is refused by the collection (409).
 */
export async function changeSubmission(member: Member, id: number, change: SubmissionChange): Promise<ChangeOutcome> {
  const req = await visitorRequest(member)
  const current = await visibleRow(member, 'content-submissions', id, { req })
  if (!current) return { ok: false, reason: 'not-found' }
  if (!EDITABLE_STATUSES.includes(current.status as SubmissionStatus)) return { ok: false, reason: 'not-editable' }
  const checked = schemaFor(current.kind as SubmissionKind, change.submit).safeParse(change.data)
  if (!checked.success) return { ok: false, reason: 'invalid', errors: fieldErrors(checked.error) }
  const doc = await member.payload.update({
    collection: 'content-submissions',
    id,
    data: {
      data: change.data,
      status: change.submit ? 'in_review' : current.status === 'rejected' ? 'rejected' : 'draft',
      ...(change.language ? { language: change.language } : {}),
    },
    depth: 0,
    req,
    overrideAccess: false,
  })
  return { ok: true, submission: toSubmissionView(doc) }
}

/** The moderation queue (admins): by status and kind, oldest waiting first. */
export async function moderationQueue(admin: Member, query: QueueQuery): Promise<SubmissionPage> {
  const result = await admin.payload.find({
    collection: 'content-submissions',
    where: { and: [{ status: { equals: query.status } }, ...(query.kind ? [{ kind: { equals: query.kind } }] : [])] },
    sort: query.status === 'in_review' ? 'submittedAt' : '-updatedAt',
    page: query.page,
    limit: QUEUE_PAGE_SIZE,
    depth: 1,
    req: await visitorRequest(admin),
    overrideAccess: false,
  })
  return { docs: result.docs.map(toSubmissionView), page: result.page ?? 1, totalPages: result.totalPages, totalDocs: result.totalDocs }
}

export type Decision = { status: 'approved' } | { status: 'rejected'; notes: string }

/**
 * An admin's decision: approving publishes into the catalogue, rejecting sends it back with notes
 * (the collection refuses a rejection without notes). Null when there is no such submission;
 * refused (409) when it is not in review, so a decision is never made twice.
 */
export async function decideSubmission(admin: Member, id: number, decision: Decision): Promise<SubmissionView | null> {
  const req = await visitorRequest(admin)
  const current = await visibleRow(admin, 'content-submissions', id, { req })
  if (!current) return null
  if (current.status !== 'in_review') throw refusalError(CONTENT_MESSAGES, 'notInReview', 409)
  const doc = await admin.payload.update({
    collection: 'content-submissions',
    id,
    data: decision.status === 'approved' ? { status: 'approved' } : { status: 'rejected', moderatorNotes: decision.notes },
    depth: 1,
    req,
    overrideAccess: false,
  })
  return toSubmissionView(doc)
}
