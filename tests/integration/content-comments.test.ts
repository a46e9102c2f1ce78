import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { COMMENT_MESSAGES, type CommentsPage, type CommentView } from '@cms/features/content/contract/comments'
import type { User } from '@cms/payload-types'
import * as commentRoute from '@site/pages/api/comments/[id]/index'
import * as hide from '@site/pages/api/comments/[id]/hide'
import * as report from '@site/pages/api/comments/[id]/report'
import * as discussion from '@site/pages/api/events/[id]/comments'
import { makeEvent, quiet } from './support/fixtures'
import { testPayload } from './support/payload'
import { portalApi, type SignedInMember, signedInMember } from './support/portalApi'

/** Comments on events and their moderation (issue "Community …"), on real PostgreSQL. */
let payload: Payload
let call: ReturnType<typeof portalApi>

type Member = SignedInMember
const member = (roles?: User['roles'], options?: { emailVerified?: boolean }) => signedInMember(payload, call, roles, options)
const postAs = (who: Member | null, eventId: number, body: unknown) => call(discussion, 'POST', { token: who?.token ?? null, params: { id: String(eventId) }, body })
const listAs = async (who: Member | null, eventId: number) =>
  (await call(discussion, 'GET', { token: who?.token ?? null, params: { id: String(eventId) } })).json as unknown as CommentsPage
const editAs = (who: Member, id: number, body: string) => call(commentRoute, 'PATCH', { token: who.token, params: { id: String(id) }, body: { body } })
const reportAs = (who: Member, id: number, body: unknown = { reason: 'spam' }) => call(report, 'POST', { token: who.token, params: { id: String(id) }, body })
const hideAs = (who: Member, id: number, hidden = true) => call(hide, 'POST', { token: who.token, params: { id: String(id) }, body: { hidden } })
/** Moves a comment's posting time back, past its author's 15 minutes. */
const ageComment = (id: number, minutes: number) => payload.db.pool.query(`UPDATE comments SET created_at = now() - make_interval(mins => $2) WHERE id = $1`, [id, minutes])

let admin: Member

beforeAll(async () => {
  payload = await testPayload()
  call = portalApi(payload)
  admin = await member(['admin'])
})

describe('writing comments', () => {
  it('stores markdown and shows it rendered with every HTML tag of the text escaped, under the author’s first name and initial', async () => {
    const event = await makeEvent(payload)
    const author = await member()
    const posted = await postAs(author, event.id, {
      body: '**Ветер** 12 узлов <script>alert(1)</script> <img src=x onerror=alert(2)> [click](javascript:alert(3)) https://baikal.example',
    })
    expect(posted.status).toBe(201)
    const view = posted.json as unknown as CommentView
    expect(view.html).toContain('<strong>Ветер</strong>')
    expect(view.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;')
    expect(view.html).toContain('&lt;img src=x onerror=alert(2)&gt;')
    expect(view.html).not.toContain('href="javascript')
    expect(view.html).toContain('<a href="https://baikal.example" rel="nofollow ugc noopener noreferrer">')
    expect(view).toMatchObject({ author: 'Test U.', editedAt: null, reported: false, hidden: false })
    expect(view.own?.editableUntil).toBeTruthy()

    const seen = await listAs(null, event.id)
    expect(seen.totalDocs).toBe(1)
    expect(seen.docs[0]).toMatchObject({ id: view.id, html: view.html, own: null })
  })

  it('refuses guests, unconfirmed members, empty or overlong text and unpublished events, writing nothing', async () => {
    const event = await makeEvent(payload)
    expect((await postAs(null, event.id, { body: 'Привет' })).status).toBe(401)
    const unconfirmed = await postAs(await member(['customer'], { emailVerified: false }), event.id, { body: 'Привет' })
    expect(unconfirmed.status).toBe(403)
    expect(unconfirmed.json.error).toBe(COMMENT_MESSAGES.verifyFirst)
    const someone = await member()
    expect((await postAs(someone, event.id, { body: '   ' })).json.errors).toEqual({ body: 'required' })
    expect((await postAs(someone, event.id, { body: 'x'.repeat(2001) })).json.errors).toEqual({ body: 'tooLong' })
    expect((await postAs(someone, event.id, { body: 'x', html: '<b>' })).status).toBe(400)
    await payload.update({ collection: 'events', id: event.id, data: { _status: 'draft' }, overrideAccess: true, context: quiet })
    const closed = await postAs(someone, event.id, { body: 'Привет' })
    expect(closed.status).toBe(400)
    expect(closed.json.error).toBe(COMMENT_MESSAGES.eventClosed)
    expect((await payload.count({ collection: 'comments', where: { event: { equals: event.id } }, overrideAccess: true })).totalDocs).toBe(0)
  })

  it('lets the author change their comment for 15 minutes, then no longer, at every door', async () => {
    const event = await makeEvent(payload)
    const author = await member()
    const other = await member()
    const id = ((await postAs(author, event.id, { body: 'Первый вариант' })).json as unknown as CommentView).id
    const edited = await editAs(author, id, 'Второй _вариант_')
    expect(edited.status).toBe(200)
    expect(edited.json).toMatchObject({ html: '<p>Второй <em>вариант</em></p>\n' })
    expect(edited.json.editedAt).toBeTruthy()
    const notYours = await editAs(other, id, 'Чужая правка')
    expect(notYours.status).toBe(403)
    expect(notYours.json.error).toBe(COMMENT_MESSAGES.notYours)

    await ageComment(id, 16)
    const late = await editAs(author, id, 'Слишком поздно')
    expect(late.status).toBe(403)
    expect(late.json.error).toBe(COMMENT_MESSAGES.editWindowClosed)
    // The collection itself refuses, whoever calls it.
    await expect(payload.update({ collection: 'comments', id, data: { body: 'Мимо портала' }, user: author.user, overrideAccess: false })).rejects.toThrow()
    expect((await payload.findByID({ collection: 'comments', id, overrideAccess: true })).body).toBe('Второй _вариант_')
    expect((await listAs(author, event.id)).docs[0]?.own).toEqual({ body: 'Второй _вариант_', editableUntil: null })
  })
})

describe('reporting and hiding', () => {
  it('reports another’s comment once, to the admins’ bell; never one’s own', async () => {
    const event = await makeEvent(payload)
    const author = await member()
    const reader = await member()
    const id = ((await postAs(author, event.id, { body: 'Продаю яхту недорого, пишите в личку' })).json as unknown as CommentView).id
    const own = await reportAs(author, id)
    expect(own.status).toBe(400)
    expect(own.json.error).toBe(COMMENT_MESSAGES.ownComment)

    const twice = await Promise.all([reportAs(reader, id), reportAs(reader, id, { reason: 'abuse', note: 'Реклама' })])
    expect(twice.map((answer) => answer.status).sort()).toEqual([201, 409])
    expect((await reportAs(reader, id)).json.error).toBe(COMMENT_MESSAGES.alreadyReported)
    expect((await reportAs(reader, id, { reason: 'rude' })).status).toBe(400)
    expect((await payload.count({ collection: 'comment-reports', where: { comment: { equals: id } }, overrideAccess: true })).totalDocs).toBe(1)

    const bell = await payload.db.pool.query(`SELECT type, title FROM notifications WHERE metadata->>'link' = $1`, [`/events/${event.id}?comment=${id}#comments`])
    expect(bell.rows).toEqual([{ type: 'comment', title: 'Жалоба на комментарий' }])
    expect((await listAs(reader, event.id)).docs[0]).toMatchObject({ reported: true })
    expect((await listAs(admin, event.id)).docs[0]).toMatchObject({ reports: 1 })
  })

  it('lets only admins hide a comment: gone for everyone but its author, logged, and shown again on request', async () => {
    const event = await makeEvent(payload)
    const author = await member()
    const reader = await member()
    const id = ((await postAs(author, event.id, { body: 'Грубость' })).json as unknown as CommentView).id
    expect((await hideAs(reader, id)).status).toBe(403)
    const hidden = await hideAs(admin, id)
    expect(hidden.status).toBe(200)
    expect(hidden.json).toMatchObject({ hidden: true })

    expect((await listAs(null, event.id)).totalDocs).toBe(0)
    expect((await listAs(reader, event.id)).totalDocs).toBe(0)
    expect((await listAs(author, event.id)).docs[0]).toMatchObject({ hidden: true, own: { editableUntil: null } })
    expect((await listAs(admin, event.id)).docs[0]).toMatchObject({ hidden: true })
    expect((await editAs(author, id, 'Исправлю')).status).toBe(403)
    expect((await reportAs(reader, id)).status).toBe(404)
    const audit = await payload.find({
      collection: 'audit-log',
      where: { and: [{ action: { equals: 'comment-hidden' } }, { targetUser: { equals: author.user.id } }] },
      overrideAccess: true,
    })
    expect(audit.docs).toHaveLength(1)
    // A member cannot unhide their own through the collection either.
    await expect(payload.update({ collection: 'comments', id, data: { hidden: false }, user: author.user, overrideAccess: false })).rejects.toThrow()

    expect((await hideAs(admin, id, false)).json).toMatchObject({ hidden: false })
    expect((await listAs(null, event.id)).totalDocs).toBe(1)
  })

  it('goes with its event', async () => {
    const event = await makeEvent(payload)
    const author = await member()
    const reader = await member()
    const id = ((await postAs(author, event.id, { body: 'До встречи на старте' })).json as unknown as CommentView).id
    await reportAs(reader, id)
    await payload.delete({ collection: 'events', id: event.id, overrideAccess: true, context: quiet })
    expect((await payload.db.pool.query('SELECT count(*)::int AS n FROM comments c LEFT JOIN comment_reports r ON r.comment_id = c.id WHERE c.id = $1', [id])).rows[0].n).toBe(0)
  })
})
