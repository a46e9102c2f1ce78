import { type Visitor, visitorRequest, type Member } from '@cms/core/visitor'
import { type CommentReportReason, type CommentsPage, type CommentView, COMMENTS_PAGE_SIZE, editableUntil } from '../contract/comments'
import { relationId } from '@cms/core/contract/relationId'
import { hasRole } from '@cms/core/contract/roles'
import { shownName } from '@cms/core/contract/shownName'
import { membersMarkdownToHtml } from '@cms/features/events'
import type { Comment } from '@cms/payload-types'

type AuthorRow = { id: number; author_id: number; first_name: string | null; last_name: string | null }

/**
 * The comments as the visitor sees them: rendered, named (first name, last initial: the author
 * relation itself is private to its holder and staff, so the names are read past access, for
 * these comments only), the visitor's own editable for their 15 minutes, and for admins the
 * hidden ones marked, with how often each was reported.
 */
async function viewsOf(visitor: Visitor, comments: Comment[]): Promise<CommentView[]> {
  if (comments.length === 0) return []
  const ids = comments.map((comment) => comment.id)
  const pool = visitor.payload.db.pool
  const authors = await pool.query<AuthorRow>(
    'SELECT c.id, c.author_id, u.first_name, u.last_name FROM comments c JOIN users u ON u.id = c.author_id WHERE c.id = ANY($1::int[])',
    [ids],
  )
  const byComment = new Map(authors.rows.map((row) => [row.id, row]))
  const me = visitor.user?.id ?? null
  const reportedByMe = new Set<number>()
  if (me !== null) {
    const mine = await pool.query<{ comment_id: number }>('SELECT comment_id FROM comment_reports WHERE reporter_id = $1 AND comment_id = ANY($2::int[])', [me, ids])
    for (const row of mine.rows) reportedByMe.add(row.comment_id)
  }
  const admin = hasRole(visitor.user, 'admin')
  const reportCounts = new Map<number, number>()
  if (admin) {
    const counts = await pool.query<{ comment_id: number; n: number }>(
      'SELECT comment_id, count(*)::int AS n FROM comment_reports WHERE comment_id = ANY($1::int[]) GROUP BY comment_id',
      [ids],
    )
    for (const row of counts.rows) reportCounts.set(row.comment_id, row.n)
  }
  const now = Date.now()
  return comments.map((comment) => {
    const author = byComment.get(comment.id)
    const own = author !== undefined && author.author_id === me
    const until = editableUntil(comment.createdAt)
    const view: CommentView = {
      id: comment.id,
      author: author ? shownName({ firstName: author.first_name, lastName: author.last_name }) : '',
      html: membersMarkdownToHtml(comment.body),
      createdAt: comment.createdAt,
      editedAt: comment.editedAt ?? null,
      own: own ? { body: comment.body, editableUntil: !comment.hidden && until.getTime() > now ? until.toISOString() : null } : null,
      reported: reportedByMe.has(comment.id),
      hidden: comment.hidden === true,
    }
    if (admin) view.reports = reportCounts.get(comment.id) ?? 0
    return view
  })
}

/** A page of the event's discussion, oldest first; null when there is no such public event. */
export async function listComments(visitor: Visitor, eventId: number, page: number): Promise<CommentsPage | null> {
  const req = await visitorRequest(visitor)
  const event = await visitor.payload.findByID({ collection: 'events', id: eventId, depth: 0, overrideAccess: false, disableErrors: true, req })
  if (!event) return null
  const found = await visitor.payload.find({
    collection: 'comments',
    where: { event: { equals: eventId } },
    sort: ['createdAt', 'id'],
    page,
    limit: COMMENTS_PAGE_SIZE,
    depth: 0,
    overrideAccess: false,
    req,
  })
  return { docs: await viewsOf(visitor, found.docs), page: found.page ?? page, totalPages: found.totalPages, totalDocs: found.totalDocs }
}

/** The member's new comment on the event; the collection checks the event, the writer and the limits. */
export async function postComment(member: Member, eventId: number, body: string): Promise<CommentView> {
  const created = await member.payload.create({
    collection: 'comments',
    data: { event: eventId, author: member.user.id, body, language: member.language },
    depth: 0,
    overrideAccess: false,
    req: await visitorRequest(member),
  })
  const [view] = await viewsOf(member, [created])
  return view as CommentView
}

/** A comment the visitor may read, or null. */
function readableComment(visitor: Visitor, id: number, req: Awaited<ReturnType<typeof visitorRequest>>): Promise<Comment | null> {
  return visitor.payload.findByID({ collection: 'comments', id, depth: 0, overrideAccess: false, disableErrors: true, req })
}

export type EditOutcome = { ok: true; comment: CommentView } | { ok: false; reason: 'missing' | 'notYours' | 'editWindowClosed' }

/** Changes the member's own comment while its 15 minutes last. */
export async function editComment(member: Member, id: number, body: string): Promise<EditOutcome> {
  const req = await visitorRequest(member)
  const comment = await readableComment(member, id, req)
  if (!comment) return { ok: false, reason: 'missing' }
  if (relationId(comment.author) !== member.user.id) return { ok: false, reason: 'notYours' }
  if (comment.hidden || editableUntil(comment.createdAt).getTime() <= Date.now()) return { ok: false, reason: 'editWindowClosed' }
  const updated = await member.payload.update({ collection: 'comments', id, data: { body }, depth: 0, overrideAccess: false, req })
  const [view] = await viewsOf(member, [updated])
  return { ok: true, comment: view as CommentView }
}

export type ReportOutcome = 'reported' | 'already' | 'missing'

/** Reports another's comment to the admins, once. */
export async function reportComment(member: Member, id: number, reason: CommentReportReason, note: string): Promise<ReportOutcome> {
  const req = await visitorRequest(member)
  if (!(await readableComment(member, id, req))) return 'missing'
  const already = async () => (await member.payload.db.pool.query('SELECT 1 FROM comment_reports WHERE comment_id = $1 AND reporter_id = $2', [id, member.user.id])).rows.length > 0
  if (await already()) return 'already'
  try {
    await member.payload.create({ collection: 'comment-reports', data: { comment: id, reporter: member.user.id, reason, note }, depth: 0, overrideAccess: false, req })
  } catch (error) {
    // The same member's second request at once: the unique index let the other one through.
    if (await already()) return 'already'
    throw error
  }
  return 'reported'
}

/** An admin hides a comment from everyone but its author, or shows it again; false when there is none. */
export async function hideComment(admin: Member, id: number, hidden: boolean): Promise<CommentView | null> {
  const req = await visitorRequest(admin)
  if (!(await readableComment(admin, id, req))) return null
  const updated = await admin.payload.update({ collection: 'comments', id, data: { hidden }, depth: 0, overrideAccess: false, req })
  const [view] = await viewsOf(admin, [updated])
  return view ?? null
}
