import type { Payload } from 'payload'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { CONTENT_MESSAGES, SUBMISSIONS_PER_DAY, type SubmissionView } from '@cms/features/content/contract/submissions'
import type { User } from '@cms/payload-types'
import * as approve from '@site/pages/api/admin/content/submissions/[id]/approve'
import * as reject from '@site/pages/api/admin/content/submissions/[id]/reject'
import * as queue from '@site/pages/api/admin/content/submissions/index'
import * as imageById from '@site/pages/api/content/images/[id]'
import * as images from '@site/pages/api/content/images/index'
import * as submissionById from '@site/pages/api/content/submissions/[id]'
import * as submissions from '@site/pages/api/content/submissions/index'
import * as login from '@site/pages/api/login'
import * as wikiSource from '@site/pages/api/wiki/[id]/source'
import { toLexical } from '@cms/seed/lexical'
import { makeImage, makeUser, quiet, tripPackageSubmission, yachtData } from './support/fixtures'
import { testPayload } from './support/payload'
import { portalApi } from './support/portalApi'
import { newAddress } from './support/rest'

/** Members' submissions and their moderation (issue "Member submissions and moderation …"), on real PostgreSQL. */
let payload: Payload
let call: ReturnType<typeof portalApi>
let yachtId: number
let admin: User
let adminToken: string

const tokenOf = async (user: User) => (await call(login, 'POST', { body: { email: user.email, password: 'Str0ng!pass' }, address: newAddress() })).token as string
const memberWithToken = async (options?: { emailVerified?: boolean }) => {
  const user = await makeUser(payload, ['customer'], options)
  return { user, token: await tokenOf(user) }
}

async function upload(token: string, bytes: Uint8Array, type = 'image/jpeg') {
  const form = new FormData()
  form.set('image', new Blob([bytes as Uint8Array<ArrayBuffer>], { type }), 'picture.jpg')
  const body = new Response(form)
  return call(images, 'POST', { token, raw: await body.arrayBuffer(), contentType: body.headers.get('content-type')!, address: newAddress() })
}
const jpeg = () =>
  sharp({ create: { width: 1200, height: 800, channels: 3, background: '#2a6f97' } })
    .jpeg()
    .toBuffer()

const tripPackage = (image: number) => tripPackageSubmission(yachtId, image)

const rebuildJobs = async () => (await payload.count({ collection: 'payload-jobs', where: { taskSlug: { equals: 'rebuildSite' } }, overrideAccess: true })).totalDocs

beforeAll(async () => {
  payload = await testPayload()
  call = portalApi(payload)
  const gallery = await makeImage(payload)
  const yacht = await payload.create({ collection: 'yachts', data: { ...yachtData(gallery), _status: 'published' }, overrideAccess: true, context: quiet })
  yachtId = yacht.id
  admin = await makeUser(payload, ['admin'])
  adminToken = await tokenOf(admin)
})

afterAll(() => {
  process.env.SITE_REBUILD = 'off'
})

describe('submitting', () => {
  it('keeps a half-written draft, refuses an incomplete one for review with per-field codes, and lists the member’s own', async () => {
    const { token } = await memberWithToken()
    const draft = await call(submissions, 'POST', { token, body: { kind: 'destination', data: { name: 'Бухта Песчаная' }, submit: false } })
    expect(draft.status).toBe(201)
    expect(draft.json).toMatchObject({ status: 'draft', kind: 'destination', title: 'Бухта Песчаная' })

    const incomplete = await call(submissions, 'POST', { token, body: { kind: 'destination', data: { name: 'Б' }, submit: true } })
    expect(incomplete.status).toBe(400)
    expect(incomplete.json.error).toBe(CONTENT_MESSAGES.createFailed)
    expect(incomplete.json.errors).toMatchObject({ name: 'tooShort', shortDescription: 'required', image: 'imageRequired' })

    const mine = (await call(submissions, 'GET', { token })).json.docs as SubmissionView[]
    expect(mine.map((submission) => submission.id)).toEqual([draft.json.id])
    const stranger = await memberWithToken()
    expect((await call(submissionById, 'GET', { token: stranger.token, params: { id: String(draft.json.id) } })).status).toBe(404)
    expect((await call(submissionById, 'PATCH', { token: stranger.token, params: { id: String(draft.json.id) }, body: { data: {} } })).status).toBe(404)
  })

  it('lets only signed-in members with a confirmed address submit', async () => {
    expect((await call(submissions, 'POST', { body: { kind: 'destination', data: {}, submit: false } })).status).toBe(401)
    const { token } = await memberWithToken({ emailVerified: false })
    const refused = await call(submissions, 'POST', { token, body: { kind: 'destination', data: {}, submit: false } })
    expect(refused.status).toBe(403)
    expect(refused.json.error).toBe(CONTENT_MESSAGES.verifyFirst)
    expect((await upload(token, await jpeg())).status).toBe(403)
  })

  it('checks pictures by their bytes, and shows them to their uploader and admins only', async () => {
    const { token } = await memberWithToken()
    expect((await upload(token, new TextEncoder().encode('<svg onload=alert(1)>'), 'image/jpeg')).status).toBe(415)
    const stored = await upload(token, await jpeg())
    expect(stored.status).toBe(201)
    const id = String(stored.json.id)
    expect(stored.json.url).toBe(`/api/content/images/${id}`)
    expect((await call(imageById, 'GET', { token, params: { id } })).headers.get('content-type')).toBe('image/webp')
    expect((await call(imageById, 'GET', { token: adminToken, params: { id } })).status).toBe(200)
    expect((await call(imageById, 'GET', { params: { id } })).status).toBe(404)
    expect((await call(imageById, 'GET', { token: (await memberWithToken()).token, params: { id } })).status).toBe(404)
    // Another member's picture cannot be attached to one's own submission.
    const other = await memberWithToken()
    const borrowed = await call(submissions, 'POST', { token: other.token, body: { kind: 'trip-package', data: tripPackage(Number(id)), submit: true } })
    expect(borrowed.status).toBe(400)
    expect(borrowed.json.errors).toMatchObject({ image: 'imageRequired' })
  })

  it(`counts new submissions per member and day: the ${SUBMISSIONS_PER_DAY + 1}th is refused`, async () => {
    const { token } = await memberWithToken()
    for (let index = 0; index < SUBMISSIONS_PER_DAY; index += 1) {
      expect((await call(submissions, 'POST', { token, body: { kind: 'destination', data: {}, submit: false } })).status).toBe(201)
    }
    const refused = await call(submissions, 'POST', { token, body: { kind: 'destination', data: {}, submit: false } })
    expect(refused.status).toBe(429)
    expect(refused.headers.get('retry-after')).toBeTruthy()
  })
})

describe('moderating', () => {
  it('goes from review to rejection with notes, resubmission and approval into the catalogue, telling everyone on the way', async () => {
    const { user, token } = await memberWithToken()
    const image = Number((await upload(token, await jpeg())).json.id)
    const sent = await call(submissions, 'POST', { token, body: { kind: 'trip-package', data: tripPackage(image), submit: true } })
    expect(sent.status).toBe(201)
    const id = String(sent.json.id)
    expect(sent.json).toMatchObject({ status: 'in_review', imageUrl: `/api/content/images/${image}` })
    const notice = await payload.find({
      collection: 'notifications',
      where: { 'metadata.template': { equals: 'submissionReceived' } },
      sort: '-createdAt',
      limit: 1,
      overrideAccess: true,
    })
    expect(notice.docs[0]).toMatchObject({ type: 'submission', message: '«Закат на Ольхоне» от Test User ждёт проверки.' })

    // In review, the member can no longer change it; only admins see the queue.
    expect((await call(submissionById, 'PATCH', { token, params: { id }, body: { data: tripPackage(image) } })).status).toBe(409)
    expect((await call(queue, 'GET', { token })).status).toBe(403)
    const waiting = (await call(queue, 'GET', { token: adminToken, query: '?status=in_review&kind=trip-package' })).json.docs as SubmissionView[]
    expect(waiting.find((submission) => String(submission.id) === id)?.submitter).toMatchObject({ id: user.id, email: user.email })

    // Rejecting needs notes.
    const bare = await call(reject, 'POST', { token: adminToken, params: { id }, body: { notes: '   ' } })
    expect(bare.status).toBe(400)
    expect(bare.json.error).toBe('Rejection Notes Required')
    expect((await call(submissionById, 'GET', { token, params: { id } })).json.status).toBe('in_review')
    const rejected = await call(reject, 'POST', { token: adminToken, params: { id }, body: { notes: 'Добавьте, что входит в питание.' } })
    expect(rejected.status).toBe(200)
    expect(rejected.json).toMatchObject({ status: 'rejected', moderatorNotes: 'Добавьте, что входит в питание.' })
    expect((await call(approve, 'POST', { token: adminToken, params: { id } })).status).toBe(409)

    await payload.jobs.run({ queue: 'bookings', limit: 50 })
    const told = await payload.find({ collection: 'email-outbox', where: { to: { equals: user.email } }, overrideAccess: true })
    expect(told.docs.map((mail) => mail.subject)).toContain('Публикация требует доработки: Закат на Ольхоне')

    // The member sees the notes, edits and resubmits.
    expect((await call(submissions, 'GET', { token })).json.docs).toMatchObject([{ id: Number(id), status: 'rejected', moderatorNotes: 'Добавьте, что входит в питание.' }])
    const resubmitted = await call(submissionById, 'PATCH', {
      token,
      params: { id },
      body: { data: { ...tripPackage(image), includes: ['Завтраки и ужины', 'Капитан'] }, submit: true },
    })
    expect(resubmitted.status).toBe(200)
    expect(resubmitted.json.status).toBe('in_review')

    // Approval publishes it, in both languages, with its picture copied into the media library, and the site rebuilds.
    process.env.SITE_REBUILD = 'on'
    const rebuildsBefore = await rebuildJobs()
    const approved = await call(approve, 'POST', { token: adminToken, params: { id } })
    process.env.SITE_REBUILD = 'off'
    expect(approved.status).toBe(200)
    const publishedId = Number(approved.json.publishedId)
    expect(publishedId).toBeGreaterThan(0)
    expect(await rebuildJobs()).toBe(rebuildsBefore + 1)
    for (const locale of ['ru', 'en'] as const) {
      const published = await payload.findByID({ collection: 'trip-packages', id: publishedId, locale, depth: 1, overrideAccess: false })
      expect(published).toMatchObject({ _status: 'published', title: 'Закат на Ольхоне', capacity: 6, startDate: expect.stringContaining('2027-07-10') })
      expect(published.includes?.map((row) => row.text)).toEqual(['Завтраки и ужины', 'Капитан'])
      expect(JSON.stringify(published.description)).toContain('<script>alert(1)</script> остаётся текстом.')
      expect(typeof published.image === 'object' && published.image?.mimeType).toBe('image/webp')
    }
    const audit = await payload.find({ collection: 'audit-log', where: { targetUser: { equals: user.id } }, sort: 'createdAt', overrideAccess: true })
    expect(audit.docs.map((entry) => entry.action)).toEqual(['submission-rejected', 'submission-approved'])
    expect((await call(approve, 'POST', { token: adminToken, params: { id } })).status).toBe(409)
    expect((await call(submissionById, 'PATCH', { token, params: { id }, body: { data: tripPackage(image) } })).status).toBe(409)
  })

  it('takes events from captains, owners and admins only, and publishes an approved one into the calendar at the lake’s time', async () => {
    const event = {
      title: 'Кубок Ольхона',
      summary: 'Однодневная гонка крейсерских яхт вокруг острова.',
      startDate: '2027-08-14T10:00',
      endDate: '2027-08-14T18:30',
      location: 'Хужир',
      category: 'cup',
      type: 'cruiseRacing',
      region: 'baikal',
      maxParticipants: 30,
      difficulty: 'moderate',
      entryFee: 5000,
      boatClasses: ['ORC', 'Open 800'],
      organizer: 'Клуб «Ольхон»',
    }
    const customer = await memberWithToken()
    const refused = await call(submissions, 'POST', { token: customer.token, body: { kind: 'event', data: event, submit: true } })
    expect(refused.status).toBe(403)
    expect(refused.json.error).toBe(CONTENT_MESSAGES.organizersOnly)
    await expect(
      payload.create({ collection: 'content-submissions', data: { kind: 'event', data: event, status: 'draft', language: 'ru' }, user: customer.user, overrideAccess: false }),
    ).rejects.toThrow(CONTENT_MESSAGES.organizersOnly)

    const captain = await makeUser(payload, ['captain'])
    const captainToken = await tokenOf(captain)
    const past = await call(submissions, 'POST', { token: captainToken, body: { kind: 'event', data: { ...event, startDate: '2020-08-14T10:00' }, submit: true } })
    expect(past.json.errors).toMatchObject({ startDate: 'startInPast' })
    const sent = await call(submissions, 'POST', { token: captainToken, body: { kind: 'event', data: event, submit: true, language: 'ru' } })
    expect(sent.status).toBe(201)
    const approved = await call(approve, 'POST', { token: adminToken, params: { id: String(sent.json.id) } })
    process.env.SITE_REBUILD = 'off'
    expect(approved.status).toBe(200)
    const publishedId = Number(approved.json.publishedId)
    for (const locale of ['ru', 'en'] as const) {
      const published = await payload.findByID({ collection: 'events', id: publishedId, locale, depth: 0, overrideAccess: false })
      expect(published).toMatchObject({
        _status: 'published',
        title: 'Кубок Ольхона',
        location: 'Хужир',
        // 10:00 on the lake is 02:00 UTC.
        startDate: '2027-08-14T02:00:00.000Z',
        endDate: '2027-08-14T10:30:00.000Z',
        maxParticipants: 30,
        entryFee: 5000,
        organizer: 'Клуб «Ольхон»',
        image: null,
      })
      expect(published.boatClasses?.map((row) => row.name)).toEqual(['ORC', 'Open 800'])
    }
    await payload.jobs.run({ queue: 'bookings', limit: 50 })
    const told = await payload.find({ collection: 'email-outbox', where: { to: { equals: captain.email } }, overrideAccess: true })
    expect(JSON.stringify(told.docs.map((mail) => mail.text))).toContain(`/events/${publishedId}`)
  })

  it('takes a proposed edit of a wiki article, reviewed against its text, into the article with its history kept; and a new article', async () => {
    const article = await payload.create({
      collection: 'wiki-articles',
      data: {
        title: 'Узлы',
        slug: `knots-${Date.now()}`,
        category: 'navigation',
        excerpt: 'Какие узлы нужны на яхте каждый день.',
        content: toLexical('## Беседочный узел\n\nПетля, которая не затягивается.\n\n- Швартовка\n- Страховка'),
        _status: 'published',
      } as never,
      locale: 'ru',
      overrideAccess: true,
      context: quiet,
    })
    const source = await call(wikiSource, 'GET', { params: { id: String(article.id) }, query: '?lang=ru' })
    expect(source.json).toMatchObject({ id: article.id, title: 'Узлы', content: '## Беседочный узел\n\nПетля, которая не затягивается.\n\n- Швартовка\n- Страховка' })

    const { user, token } = await memberWithToken()
    const proposal = {
      article: article.id,
      title: 'Узлы',
      category: 'navigation',
      excerpt: 'Какие узлы нужны на яхте каждый день.',
      content: `${source.json.content}\n- Буксировка`,
      changeNote: 'Добавил буксировку',
      articleSlug: 'somewhere-else',
    }
    const sent = await call(submissions, 'POST', { token, body: { kind: 'wiki', data: proposal, submit: true, language: 'ru' } })
    expect(sent.status).toBe(201)
    expect(sent.json.data).not.toHaveProperty('articleSlug')
    const bell = await payload.db.pool.query(`SELECT type FROM notifications WHERE metadata->>'link' = $1`, [`/wiki?tab=moderation&id=${sent.json.id}`])
    expect(bell.rows).toEqual([{ type: 'wiki' }])

    const approved = await call(approve, 'POST', { token: adminToken, params: { id: String(sent.json.id) } })
    process.env.SITE_REBUILD = 'off'
    expect(approved.json).toMatchObject({ publishedId: article.id, submission: { data: { articleSlug: article.slug } } })
    const now = await call(wikiSource, 'GET', { params: { id: String(article.id) }, query: '?lang=ru' })
    expect(now.json.content).toContain('- Буксировка')
    const versions = await payload.findVersions({ collection: 'wiki-articles', where: { parent: { equals: article.id } }, overrideAccess: true })
    expect(versions.totalDocs).toBeGreaterThanOrEqual(2)
    await payload.jobs.run({ queue: 'bookings', limit: 50 })
    const told = await payload.find({ collection: 'email-outbox', where: { to: { equals: user.email } }, overrideAccess: true })
    expect(JSON.stringify(told.docs.map((mail) => mail.text))).toContain(`/wiki/${article.slug}`)

    const fresh = await call(submissions, 'POST', {
      token,
      body: {
        kind: 'wiki',
        data: { title: 'Ветра Байкала', category: 'navigation', excerpt: 'Култук, баргузин и сарма.', content: 'Сарма — самый сильный ветер Байкала.' },
        submit: true,
      },
    })
    const created = await call(approve, 'POST', { token: adminToken, params: { id: String(fresh.json.id) } })
    process.env.SITE_REBUILD = 'off'
    const createdId = Number(created.json.publishedId)
    for (const locale of ['ru', 'en'] as const) {
      expect(await payload.findByID({ collection: 'wiki-articles', id: createdId, locale, overrideAccess: false })).toMatchObject({ _status: 'published', title: 'Ветра Байкала' })
    }
  })

  it('publishes once when two admins approve at the same moment', async () => {
    const { token } = await memberWithToken()
    const image = Number((await upload(token, await jpeg())).json.id)
    const id = String(
      (await call(submissions, 'POST', { token, body: { kind: 'trip-package', data: { ...tripPackage(image), title: 'Двойное одобрение' }, submit: true } })).json.id,
    )
    const secondAdmin = await tokenOf(await makeUser(payload, ['admin']))
    const answers = await Promise.all([adminToken, secondAdmin].map((asAdmin) => call(approve, 'POST', { token: asAdmin, params: { id } })))
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409])
    const copies = await payload.count({ collection: 'trip-packages', where: { title: { equals: 'Двойное одобрение' } }, overrideAccess: true })
    expect(copies.totalDocs).toBe(1)
  })

  it('holds its rules at the collection too: a member cannot approve their own submission nor write the moderator’s fields', async () => {
    const { user } = await memberWithToken()
    const as = { collection: 'content-submissions', user, overrideAccess: false, depth: 0 } as const
    const draft = await payload.create({ ...as, data: { kind: 'destination', language: 'ru', data: {}, status: 'draft', moderatorNotes: 'сам себе модератор', publishedId: 1 } })
    expect(draft).toMatchObject({ status: 'draft', moderatorNotes: null, publishedId: null, submittedBy: user.id })
    await expect(payload.update({ ...as, id: draft.id, data: { status: 'approved' } })).rejects.toMatchObject({ status: 409 })
    await expect(payload.create({ ...as, data: { kind: 'destination', language: 'ru', data: {}, status: 'approved' } })).rejects.toMatchObject({ status: 409 })
    expect((await payload.findByID({ collection: 'content-submissions', id: draft.id, overrideAccess: true })).status).toBe('draft')
  })

  it('answers unknown submissions with 404 and non-admins with 403', async () => {
    expect((await call(approve, 'POST', { token: adminToken, params: { id: '999999' } })).status).toBe(404)
    expect((await call(reject, 'POST', { token: adminToken, params: { id: '999999' }, body: { notes: 'x' } })).status).toBe(404)
    const { token } = await memberWithToken()
    expect((await call(approve, 'POST', { token, params: { id: '1' } })).status).toBe(403)
    expect((await call(queue, 'GET', { token: adminToken, query: '?status=everything' })).status).toBe(400)
  })
})
