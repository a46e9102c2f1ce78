import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { addDays, marinaDayOf, stayOf } from '@cms/core/contract/marinaDays'
import { MAINTENANCE_QUEUE } from '@cms/core/queues'
import type { BookingView } from '@cms/features/bookings/contract/bookings'
import { lastReviewDay, ratingSummary, REVIEW_MESSAGES, type ReviewView } from '@cms/features/reviews/contract/reviews'
import type { Booking, User, Yacht } from '@cms/payload-types'
import * as bookingReview from '@site/pages/api/bookings/[id]/review'
import * as bookings from '@site/pages/api/bookings/index'
import * as ownerReviews from '@site/pages/api/owner/reviews'
import * as answerRoute from '@site/pages/api/reviews/[id]/answer'
import * as hideRoute from '@site/pages/api/reviews/[id]/hide'
import * as reviewRoute from '@site/pages/api/reviews/[id]/index'
import * as reportRoute from '@site/pages/api/reviews/[id]/report'
import { startCmsServer } from './support/cmsServer'
import { makeImage, quiet, yachtData } from './support/fixtures'
import { testPayload } from './support/payload'
import { type Answer, portalApi, type SignedInMember, signedInMember } from './support/portalApi'
import { newAddress, type RestAnswer, type RestCall, restClient } from './support/rest'

/**
 * Reviews of completed charters (issue "Reviews from real charters…"), on real PostgreSQL: who may
 * write one (the charter's customer, once, within 60 days of its end) at the portal API and through
 * the CMS's REST API, the author's 48 hours to change it, the owner's one answer, reports ringing
 * the admins' bell and an admin hiding, the database's own checks, the ratings summed up, the job
 * that completes ended charters and invites their customers, and the past tab's review state.
 */
let payload: Payload
let call: ReturnType<typeof portalApi>
let cms: { url: string; close: () => Promise<void> }
const rest = restClient(() => cms.url)
let image: number
let admin: Member

type Member = SignedInMember
const member = (roles?: User['roles']) => signedInMember(payload, call, roles)
const today = () => marinaDayOf(new Date())

beforeAll(async () => {
  payload = await testPayload()
  call = portalApi(payload)
  cms = await startCmsServer()
  image = await makeImage(payload)
  admin = await member(['admin'])
}, 120_000)
afterAll(async () => {
  await cms.close()
})

// --- The charters reviewed ---

/** A published yacht of `owner`'s. */
const yachtOf = (owner: Member): Promise<Yacht> =>
  payload.create({ collection: 'yachts', data: { ...yachtData(image), owner: owner.user.id, _status: 'published' }, overrideAccess: true, context: quiet })

type CharterOptions = {
  customer: Member
  yacht: Yacht
  /** How many days ago its last day was (negative: days ahead). */
  endedDaysAgo?: number
  status?: Booking['status']
  paymentStatus?: Booking['paymentStatus']
  language?: 'ru' | 'en'
  weatherCallOff?: Booking['weatherCallOff']
}

/**
 * A one-day charter of `yacht` by `customer`, completed and paid unless told otherwise: written
 * straight to the table as history, as the seed writes its past charters (the booking flow
 * refuses days gone by). Charters of one yacht in a test are on different days.
 */
async function charter({ customer, yacht, endedDaysAgo = 5, status = 'completed', paymentStatus = 'paid', language = 'ru', weatherCallOff = null }: CharterOptions) {
  const day = addDays(today(), -endedDaysAgo)
  const { startsAt, endsAt } = stayOf(day, day)
  return (await payload.db.create({
    collection: 'bookings',
    data: {
      yacht: yacht.id,
      customer: customer.user.id,
      startDate: day,
      endDate: day,
      startsAt: startsAt.toISOString(),
      endsAt: endsAt.toISOString(),
      guests: 2,
      captain: true,
      services: [],
      language,
      contactName: 'Ольга Байкальская',
      contactEmail: customer.user.email,
      contactPhone: '+7 900 111-22-33',
      status,
      paymentStatus,
      paymentMethod: paymentStatus === 'unpaid' ? null : 'test-gateway',
      refundedAmount: 0,
      blocksCalendar: status === 'confirmed' || status === 'completed',
      currency: 'RUB',
      totalPrice: 90_000,
      weatherCallOff,
    },
    req: { context: quiet } as never,
  })) as Booking
}

/** A yacht with its owner, and a customer who completed a charter of it five days ago. */
async function reviewableCharter() {
  const owner = await member(['owner'])
  const yacht = await yachtOf(owner)
  const customer = await member()
  const booking = await charter({ customer, yacht })
  return { owner, yacht, customer, booking }
}

// --- The portal API ---

const review = (overrides: Record<string, unknown> = {}) => ({ rating: 5, body: 'Отличный чартер: капитан знает каждую бухту Малого моря.', ...overrides })
const asMember = (who: Member, id: number, body?: unknown) => ({ token: who.token, params: { id: String(id) }, ...(body === undefined ? {} : { body }) })
const writeAs = (who: Member, bookingId: number, body: unknown = review()) => call(bookingReview, 'POST', asMember(who, bookingId, body))
const editAs = (who: Member, id: number, body: unknown) => call(reviewRoute, 'PATCH', asMember(who, id, body))
const answerAs = (who: Member, id: number, answer: string) => call(answerRoute, 'POST', asMember(who, id, { answer }))
const reportAs = (who: Member, id: number, body: unknown = { reason: 'spam' }) => call(reportRoute, 'POST', asMember(who, id, body))
const hideAs = (who: Member, id: number, hidden = true) => call(hideRoute, 'POST', asMember(who, id, { hidden }))
async function pastTab(who: Member): Promise<BookingView[]> {
  const answer = await call(bookings, 'GET', { token: who.token, query: '?tab=past' })
  expect(answer.status, JSON.stringify(answer.json)).toBe(200)
  return answer.json.docs as BookingView[]
}

/** A review written at the portal: its view. */
async function written(who: Member, bookingId: number, body: unknown = review()): Promise<ReviewView> {
  const answer = await writeAs(who, bookingId, body)
  expect(answer.status, JSON.stringify(answer.json)).toBe(201)
  return answer.json as unknown as ReviewView
}

// --- The CMS's REST API ---

const restAs = (who: Member | null, path: string, options: RestCall = {}) => rest(path, { token: who?.token ?? null, address: newAddress(), ...options })
const restWrite = (who: Member | null, data: Record<string, unknown>) => restAs(who, '/api/reviews?depth=0', { method: 'POST', body: data })
const restChange = (who: Member | null, id: number, data: Record<string, unknown>) => restAs(who, `/api/reviews/${id}?depth=0`, { method: 'PATCH', body: data })
const restList = async (who: Member | null, where: string) => (await restAs(who, `/api/reviews?depth=0&limit=100&${where}`)).json.docs as Record<string, unknown>[]

/** A refusal's code, as the portal answers it (`code`) or the REST API (`errors[0].data.code`). */
function codeOf(answer: Answer | RestAnswer): unknown {
  return answer.json.code ?? (answer.json.errors as { data?: { code?: unknown } }[] | undefined)?.[0]?.data?.code
}

/** A refused call: its status and code. */
const refusal = (answer: Answer | RestAnswer) => ({ status: answer.status, code: codeOf(answer) })

// --- The rows ---

const reviewsOf = async (bookingId: number) => (await payload.db.pool.query('SELECT id FROM reviews WHERE booking_id = $1', [bookingId])).rows.length
const storedReview = (id: number) => payload.findByID({ collection: 'reviews', id, depth: 0, overrideAccess: true })
/** Moves a review's writing time back, past its author's 48 hours. */
const ageReview = (id: number, hours: number) => payload.db.pool.query('UPDATE reviews SET created_at = now() - make_interval(hours => $2) WHERE id = $1', [id, hours])
const bookingRow = async (id: number) => (await payload.db.pool.query('SELECT status FROM bookings WHERE id = $1', [id])).rows[0] as { status: string }

describe('writing a review at the portal', () => {
  it('lets the customer of a completed charter review it once, under their first name and initial', async () => {
    const { yacht, customer, booking } = await reviewableCharter()
    const view = await written(customer, booking.id, review({ rating: 4, crewRating: 5 }))
    expect(view).toMatchObject({
      bookingId: booking.id,
      yachtId: yacht.id,
      authorName: 'Test U.',
      rating: 4,
      crewRating: 5,
      yachtRating: null,
      language: 'ru',
      sailedOn: booking.endDate,
      editedAt: null,
      answer: null,
      hidden: false,
    })

    const again = await writeAs(customer, booking.id, review({ body: 'Второй отзыв о том же чартере.' }))
    expect(refusal(again)).toEqual({ status: 409, code: 'alreadyReviewed' })
    expect(again.json.error).toBe(REVIEW_MESSAGES.alreadyReviewed)
    expect(refusal(await writeAs(await member(), booking.id))).toEqual({ status: 404, code: 'notFound' })
    expect(await reviewsOf(booking.id)).toBe(1)
  })

  it('takes one of two reviews of a charter sent at once', async () => {
    const { customer, booking } = await reviewableCharter()
    const both = await Promise.all([writeAs(customer, booking.id), writeAs(customer, booking.id, review({ rating: 3 }))])
    expect(both.map(refusal).sort((a, b) => a.status - b.status)).toEqual([
      { status: 201, code: undefined },
      { status: 409, code: 'alreadyReviewed' },
    ])
    expect(await reviewsOf(booking.id)).toBe(1)
  })

  it('keeps the language of the page it was written on', async () => {
    const { customer, booking } = await reviewableCharter()
    const answer = await call(bookingReview, 'POST', {
      ...asMember(customer, booking.id, review({ body: 'A great week under sail on the lake.' })),
      headers: { 'accept-language': 'en' },
    })
    expect(answer.json).toMatchObject({ language: 'en' })
  })

  it('refuses a charter that is not over, was cancelled, or ended more than 60 days ago, storing nothing', async () => {
    const owner = await member(['owner'])
    const yacht = await yachtOf(owner)
    const customer = await member()
    const refusals = [
      [{ status: 'confirmed', endedDaysAgo: -20 }, 'notCompleted'],
      [{ status: 'confirmed', endedDaysAgo: 3 }, 'notCompleted'],
      [{ status: 'cancelled', endedDaysAgo: 10, paymentStatus: 'refunded' }, 'notCompleted'],
      [{ endedDaysAgo: 61 }, 'windowClosed'],
    ] as const
    for (const [options, code] of refusals) {
      const booking = await charter({ customer, yacht, ...options })
      expect(refusal(await writeAs(customer, booking.id)), JSON.stringify(options)).toEqual({ status: 409, code })
      expect(await reviewsOf(booking.id)).toBe(0)
    }
    // The sixtieth day after the charter is the last one to review it.
    await written(customer, (await charter({ customer, yacht, endedDaysAgo: 60 })).id)
  })

  it('refuses stars out of 1…5, too little text, and fields the server sets', async () => {
    const { customer, booking } = await reviewableCharter()
    for (const [body, errors] of [
      [review({ rating: 6 }), { rating: 'ratingInvalid' }],
      [review({ rating: 4.5 }), { rating: 'ratingInvalid' }],
      [review({ body: 'Класс' }), { body: 'tooShort' }],
      [review({ hidden: false }), { form: 'bodyInvalid' }],
    ] as const) {
      const answer = await writeAs(customer, booking.id, body)
      expect(answer.status).toBe(400)
      expect(answer.json.errors).toEqual(errors)
    }
    expect(await reviewsOf(booking.id)).toBe(0)
  })
})

describe('writing a review through the REST API', () => {
  it('holds the same rules: the author, yacht and day come from the booking, never from the request', async () => {
    const { yacht, customer, booking } = await reviewableCharter()
    const otherYacht = await yachtOf(await member(['owner']))
    const created = await restWrite(customer, {
      booking: booking.id,
      ...review(),
      author: admin.user.id,
      yacht: otherYacht.id,
      sailedOn: '2020-01-01',
      hidden: true,
      answer: 'Спасибо!',
    })
    expect(created.status, JSON.stringify(created.json)).toBe(201)
    expect(await storedReview((created.json.doc as { id: number }).id)).toMatchObject({
      author: customer.user.id,
      authorName: 'Test U.',
      yacht: yacht.id,
      sailedOn: booking.endDate,
      hidden: false,
      answer: null,
    })

    expect(refusal(await restWrite(customer, { booking: booking.id, ...review() }))).toEqual({ status: 409, code: 'alreadyReviewed' })
    expect(await reviewsOf(booking.id)).toBe(1)
  })

  it('refuses guests, others’ charters (an admin’s too), charters not completed and charters long over, storing nothing', async () => {
    const owner = await member(['owner'])
    const yacht = await yachtOf(owner)
    const customer = await member()
    const completed = await charter({ customer, yacht, endedDaysAgo: 5 })
    const cases: [Member | null, Booking, number, string | undefined][] = [
      [null, completed, 403, undefined],
      [await member(), completed, 404, 'notFound'],
      [admin, completed, 404, 'notFound'],
      [owner, completed, 404, 'notFound'],
      [customer, await charter({ customer, yacht, status: 'confirmed', endedDaysAgo: -10 }), 409, 'notCompleted'],
      [customer, await charter({ customer, yacht, endedDaysAgo: 61 }), 409, 'windowClosed'],
    ]
    for (const [who, booking, status, code] of cases) {
      const answer = await restWrite(who, { booking: booking.id, ...review() })
      expect(answer.status, `${who?.user.email ?? 'guest'} on ${booking.status} #${booking.id}: ${JSON.stringify(answer.json)}`).toBe(status)
      if (code) expect(codeOf(answer)).toBe(code)
      expect(await reviewsOf(booking.id)).toBe(0)
    }
  })

  it('refuses stars out of 1…5 as a wrong value of the field, storing nothing', async () => {
    const { customer, booking } = await reviewableCharter()
    for (const rating of [4.5, 0, 6]) {
      const answer = await restWrite(customer, { booking: booking.id, ...review({ rating }) })
      expect(answer.status, `${rating}: ${JSON.stringify(answer.json)}`).toBe(400)
      expect(answer.json.errors).toEqual([
        expect.objectContaining({ name: 'ValidationError', data: expect.objectContaining({ errors: [expect.objectContaining({ path: 'rating' })] }) }),
      ])
    }
    expect(await reviewsOf(booking.id)).toBe(0)
  })
})

describe('changing a review', () => {
  it('lets its author change it within 48 hours; others never, at any door', async () => {
    const { customer, booking } = await reviewableCharter()
    const { id } = await written(customer, booking.id)
    const stranger = await member()

    const edited = await editAs(customer, id, review({ rating: 4, body: 'Хорошо, но ветра было мало.' }))
    expect(edited.status, JSON.stringify(edited.json)).toBe(200)
    expect(edited.json).toMatchObject({ rating: 4, body: 'Хорошо, но ветра было мало.' })
    expect(edited.json.editedAt).toBeTruthy()
    expect([403, 404]).toContain((await editAs(stranger, id, review({ rating: 1, body: 'Чужая правка отзыва.' }))).status)
    expect([403, 404]).toContain((await restChange(stranger, id, { rating: 1 })).status)
    expect([403, 404]).toContain((await restChange(null, id, { rating: 1 })).status)
    expect(await storedReview(id)).toMatchObject({ rating: 4, body: 'Хорошо, но ветра было мало.' })
  })

  it('refuses its author after 48 hours, saying why, at every door', async () => {
    const { customer, booking } = await reviewableCharter()
    const { id } = await written(customer, booking.id)
    await ageReview(id, 49)
    const late = await editAs(customer, id, review({ rating: 2, body: 'Передумал через два дня.' }))
    expect(refusal(late)).toEqual({ status: 403, code: 'editWindowClosed' })
    expect(late.json.error).toBe(REVIEW_MESSAGES.editWindowClosed)
    expect((await restChange(customer, id, { rating: 2 })).status).toBe(403)
    expect(await storedReview(id)).toMatchObject({ rating: 5, editedAt: null })
  })

  it('lets no one but an admin hide it: its author’s try is refused at the portal and ignored through REST', async () => {
    const { customer, booking } = await reviewableCharter()
    const { id } = await written(customer, booking.id)
    expect((await hideAs(customer, id)).status).toBe(403)
    // Payload leaves out a field its caller may not write, and changes the rest.
    expect((await restChange(customer, id, { hidden: true })).json).toMatchObject({ doc: { hidden: false } })
    expect((await storedReview(id)).hidden).toBe(false)
  })
})

describe('the owner’s answer', () => {
  it('is the yacht’s owner’s to write, once; the author and strangers may not', async () => {
    const { owner, customer, booking } = await reviewableCharter()
    const { id } = await written(customer, booking.id)

    const answered = await answerAs(owner, id, 'Спасибо, ждём вас снова на борту!')
    expect(answered.status, JSON.stringify(answered.json)).toBe(200)
    expect(answered.json).toMatchObject({ answer: 'Спасибо, ждём вас снова на борту!' })
    expect(answered.json.answeredAt).toBeTruthy()
    expect(refusal(await answerAs(owner, id, 'Передумали, пишем иначе.'))).toEqual({ status: 409, code: 'alreadyAnswered' })

    expect(refusal(await answerAs(customer, id, 'Отвечаю сам себе.'))).toEqual({ status: 403, code: 'notOwner' })
    expect([403, 404]).toContain((await answerAs(await member(['owner']), id, 'Чужой владелец.')).status)
    expect((await storedReview(id)).answer).toBe('Спасибо, ждём вас снова на борту!')

    const listed = (await call(ownerReviews, 'GET', { token: owner.token })).json.docs as ReviewView[]
    expect(listed.map((one) => one.id)).toEqual([id])
  })

  it('gives the owner no power over the stars or the text through the REST API', async () => {
    const { owner, customer, booking } = await reviewableCharter()
    const { id } = await written(customer, booking.id, review({ rating: 2 }))
    expect(refusal(await restChange(owner, id, { rating: 5 }))).toEqual({ status: 403, code: 'notYours' })
    expect(refusal(await restChange(owner, id, { body: 'На самом деле всё было прекрасно.' }))).toEqual({ status: 403, code: 'notYours' })
    expect((await restChange(owner, id, { answer: 'Нам жаль, что погода подвела.' })).status).toBe(200)
    expect(refusal(await restChange(owner, id, { answer: 'Второй ответ.' }))).toEqual({ status: 409, code: 'alreadyAnswered' })
    expect(await storedReview(id)).toMatchObject({ rating: 2, answer: 'Нам жаль, что погода подвела.' })
  })
})

describe('reading reviews through the REST API', () => {
  it('shows everyone the visible reviews without their author or booking; a hidden one only to its author and admins', async () => {
    const { yacht, customer, booking } = await reviewableCharter()
    const shown = await written(customer, booking.id)
    const other = await member()
    const hidden = await written(other, (await charter({ customer: other, yacht, endedDaysAgo: 10 })).id, review({ rating: 1 }))
    expect((await hideAs(admin, hidden.id)).status).toBe(200)

    const ofYacht = `where[yacht][equals]=${yacht.id}`
    const seen = await restList(null, ofYacht)
    expect(seen.map((doc) => doc.id)).toEqual([shown.id])
    for (const secret of ['author', 'booking', 'hiddenAt', 'hiddenBy']) expect(seen[0], secret).not.toHaveProperty(secret)
    expect(seen[0]).toMatchObject({ authorName: 'Test U.', rating: 5, yacht: yacht.id })
    expect((await restAs(null, `/api/reviews/${hidden.id}?depth=0`)).status).toBe(404)
    expect((await restList(customer, ofYacht)).map((doc) => doc.id)).toEqual([shown.id])

    const own = await restList(other, ofYacht)
    expect(own.map((doc) => doc.id).sort()).toEqual([shown.id, hidden.id].sort())
    expect(own.find((doc) => doc.id === hidden.id)).toMatchObject({ hidden: true, author: other.user.id, booking: expect.any(Number) })
    expect((await restList(admin, ofYacht)).length).toBe(2)
  })

  it('refuses, or answers with nothing, queries into the authors', async () => {
    const { customer, booking } = await reviewableCharter()
    await written(customer, booking.id)
    for (const probe of ['where[author.email][like]=a', 'where[author][exists]=true', 'where[booking.contactEmail][like]=a', 'where[hiddenBy.email][like]=a', 'sort=author']) {
      for (const who of [null, await member()]) {
        const answer = await restAs(who, `/api/reviews?depth=0&${probe}`)
        expect(answer.status, probe).toBeLessThan(500)
        if (answer.status === 200) expect((answer.json.docs as unknown[]).length, probe).toBe(0)
      }
    }
  })

  it('sums up a yacht’s visible ratings: the hidden one does not count', async () => {
    const owner = await member(['owner'])
    const yacht = await yachtOf(owner)
    for (const [index, rating] of [5, 5, 4, 1].entries()) {
      const customer = await member()
      const { id } = await written(customer, (await charter({ customer, yacht, endedDaysAgo: 3 + index * 3 })).id, review({ rating }))
      if (rating === 1) await hideAs(admin, id)
    }
    const ratings = (await restList(null, `where[yacht][equals]=${yacht.id}`)).map((doc) => Number(doc.rating))
    // 14 / 3 = 4.67; with the hidden one it would be 15 / 4 = 3.8.
    expect(ratingSummary(ratings)).toEqual({ average: 4.7, count: 3 })
  })
})

describe('reporting and hiding', () => {
  it('reports another’s review once, to the admins’ bell; never one’s own', async () => {
    const { yacht, customer, booking } = await reviewableCharter()
    const { id } = await written(customer, booking.id, review({ body: 'Продаю яхту недорого, пишите в личку.' }))
    const reader = await member()

    expect(refusal(await reportAs(customer, id))).toEqual({ status: 400, code: 'ownReview' })
    const reported = await reportAs(reader, id)
    expect(reported.status, JSON.stringify(reported.json)).toBe(201)
    expect(refusal(await reportAs(reader, id, { reason: 'abuse', note: 'Реклама' }))).toEqual({ status: 409, code: 'alreadyReported' })
    expect((await reportAs(reader, id, { reason: 'rude' })).status).toBe(400)
    expect((await payload.count({ collection: 'review-reports', where: { review: { equals: id } }, overrideAccess: true })).totalDocs).toBe(1)

    const bell = await payload.db.pool.query(`SELECT type, title, message, metadata->>'template' AS template FROM notifications WHERE metadata->>'link' = $1`, [
      `${payload.config.serverURL}/admin/collections/reviews/${id}`,
    ])
    expect(bell.rows).toEqual([
      {
        type: 'comment',
        title: 'Жалоба на отзыв',
        message: `Test U. пожаловался на отзыв о яхте «${yacht.name}»: «Продаю яхту недорого, пишите в личку.»`,
        template: 'reviewReported',
      },
    ])
  })

  it('holds the same rules through the REST API: the reporter is the caller, once, never the author', async () => {
    const { customer, booking } = await reviewableCharter()
    const { id } = await written(customer, booking.id)
    const reader = await member()
    const restReport = (who: Member | null, data: Record<string, unknown>) =>
      restAs(who, '/api/review-reports?depth=0', { method: 'POST', body: { review: id, reason: 'spam', ...data } })

    expect((await restReport(null, {})).status).toBe(403)
    expect(refusal(await restReport(customer, {}))).toEqual({ status: 400, code: 'ownReview' })
    const made = await restReport(reader, { reporter: admin.user.id })
    expect(made.status, JSON.stringify(made.json)).toBe(201)
    expect(made.json.doc).toMatchObject({ review: id, reporter: reader.user.id })
    expect(refusal(await restReport(reader, {}))).toEqual({ status: 409, code: 'alreadyReported' })
    // Each reporter reads their own reports; no one else's.
    expect(((await restAs(reader, '/api/review-reports?depth=0')).json.docs as unknown[]).length).toBe(1)
    expect(((await restAs(customer, '/api/review-reports?depth=0')).json.docs as unknown[]).length).toBe(0)
  })

  it('lets only admins hide a review: gone for everyone but its author, logged, not to be reported, and shown again on request', async () => {
    const { yacht, customer, booking } = await reviewableCharter()
    const { id } = await written(customer, booking.id, review({ rating: 1, body: 'Грубость и оскорбления в адрес экипажа.' }))
    const reader = await member()
    expect((await hideAs(reader, id)).status).toBe(403)

    const hidden = await hideAs(admin, id)
    expect(hidden.status, JSON.stringify(hidden.json)).toBe(200)
    expect(hidden.json).toMatchObject({ hidden: true })
    expect(await storedReview(id)).toMatchObject({ hidden: true, hiddenBy: admin.user.id })
    const ofYacht = `where[yacht][equals]=${yacht.id}`
    expect(await restList(null, ofYacht)).toEqual([])
    expect(await restList(reader, ofYacht)).toEqual([])
    expect((await restList(customer, ofYacht)).map((doc) => doc.id)).toEqual([id])
    expect((await reportAs(reader, id)).status).toBe(404)
    expect((await editAs(customer, id, review({ body: 'Исправлю свой отзыв.' }))).status).toBe(403)

    const logged = (action: 'review-hidden' | 'review-shown') =>
      payload.find({ collection: 'audit-log', where: { and: [{ action: { equals: action } }, { targetUser: { equals: customer.user.id } }] }, depth: 0, overrideAccess: true })
    const audit = await logged('review-hidden')
    expect(audit.docs).toHaveLength(1)
    expect(audit.docs[0]).toMatchObject({ actor: admin.user.id, details: { review: id, yacht: yacht.id } })

    expect((await hideAs(admin, id, false)).json).toMatchObject({ hidden: false })
    expect((await restList(null, ofYacht)).map((doc) => doc.id)).toEqual([id])
    expect((await logged('review-shown')).docs).toHaveLength(1)
  })
})

describe('the database', () => {
  /** A review row for `bookingId`, written past every hook. */
  const insert = (bookingId: number, rating: number, aspect: number | null = null) =>
    payload.db.pool.query(`INSERT INTO reviews (booking_id, rating, crew_rating, body, language) VALUES ($1, $2, $3, 'Отзыв мимо портала', 'ru')`, [bookingId, rating, aspect])
  const constraintOf = (write: Promise<unknown>) =>
    write.then(
      () => 'written',
      (error: { constraint?: string }) => error.constraint,
    )

  it('refuses stars out of 1…5 and a second review of one booking, whatever door a row comes through', async () => {
    const { customer, booking } = await reviewableCharter()
    expect(await constraintOf(insert(booking.id, 6))).toBe('reviews_rating_stars')
    expect(await constraintOf(insert(booking.id, 0))).toBe('reviews_rating_stars')
    expect(await constraintOf(insert(booking.id, 4.5))).toBe('reviews_rating_stars')
    expect(await constraintOf(insert(booking.id, 5, 6))).toBe('reviews_aspect_stars')
    const direct = { booking: booking.id, author: customer.user.id, body: 'Отзыв мимо портала', language: 'ru' as const }
    await expect(payload.db.create({ collection: 'reviews', data: { ...direct, rating: 6 }, req: { context: quiet } as never })).rejects.toThrow()
    expect(await reviewsOf(booking.id)).toBe(0)

    await payload.db.create({ collection: 'reviews', data: { ...direct, rating: 5 }, req: { context: quiet } as never })
    expect(await constraintOf(insert(booking.id, 4))).toBe('reviews_booking_idx')
    await expect(payload.db.create({ collection: 'reviews', data: { ...direct, rating: 4 }, req: { context: quiet } as never })).rejects.toThrow()
    expect(await reviewsOf(booking.id)).toBe(1)
  })
})

describe('completing charters', () => {
  /** The completion job, as its schedule runs it. */
  async function runCompletionJob() {
    await payload.jobs.queue({ task: 'completeCharters', input: {}, queue: MAINTENANCE_QUEUE })
    await payload.jobs.run({ queue: MAINTENANCE_QUEUE })
  }
  const invitations = async (bookingId: number) => (await payload.find({ collection: 'email-outbox', where: { text: { contains: `№${bookingId})` } }, overrideAccess: true })).docs

  it('completes an ended, paid charter and invites its customer to review it, in their language, once', async () => {
    const owner = await member(['owner'])
    const yacht = await yachtOf(owner)
    const english = await member()
    const russian = await member()
    const inEnglish = await charter({ customer: english, yacht, status: 'confirmed', endedDaysAgo: 1, language: 'en' })
    const inRussian = await charter({ customer: russian, yacht, status: 'confirmed', endedDaysAgo: 4, language: 'ru' })

    await runCompletionJob()
    expect((await bookingRow(inEnglish.id)).status).toBe('completed')
    expect((await bookingRow(inRussian.id)).status).toBe('completed')
    const [mail] = await invitations(inEnglish.id)
    expect(mail).toMatchObject({ to: english.user.email, subject: 'How was your charter? Leave a review' })
    expect(mail?.text).toContain(`/bookings?tab=past&booking=${inEnglish.id}#review`)
    expect(await invitations(inRussian.id)).toEqual([expect.objectContaining({ to: russian.user.email, subject: 'Как прошёл чартер? Оставьте отзыв' })])

    await runCompletionJob()
    expect(await invitations(inEnglish.id)).toHaveLength(1)
    await written(english, inEnglish.id)
  })

  it('leaves alone a charter not yet over, one unpaid, and one called off for weather awaiting its customer', async () => {
    const owner = await member(['owner'])
    const yacht = await yachtOf(owner)
    const customer = await member()
    const waiting = [
      await charter({ customer, yacht, status: 'confirmed', endedDaysAgo: 0 }),
      await charter({ customer, yacht, status: 'confirmed', endedDaysAgo: 3, paymentStatus: 'unpaid' }),
      await charter({ customer, yacht, status: 'confirmed', endedDaysAgo: 6, weatherCallOff: 'awaiting' }),
    ]
    await runCompletionJob()
    for (const booking of waiting) {
      expect((await bookingRow(booking.id)).status, `${booking.endDate} ${booking.paymentStatus} ${booking.weatherCallOff}`).toBe('confirmed')
      expect(await invitations(booking.id)).toEqual([])
    }
  })
})

describe('the past tab', () => {
  it('offers a completed charter of one’s own for review until its last day, then shows the review', async () => {
    const { owner, yacht, customer, booking } = await reviewableCharter()
    const tooLate = await charter({ customer, yacht, endedDaysAgo: 61 })
    const stateOf = async (who: Member, id: number) => (await pastTab(who)).find((one) => one.id === id)?.review

    expect(await stateOf(customer, booking.id)).toEqual({ review: null, reviewableUntil: lastReviewDay(booking.endDate as string), editableUntil: null })
    expect(await stateOf(customer, tooLate.id)).toEqual({ review: null, reviewableUntil: null, editableUntil: null })

    const view = await written(customer, booking.id)
    const state = await stateOf(customer, booking.id)
    expect(state).toMatchObject({ review: { id: view.id, rating: 5 }, reviewableUntil: null })
    expect(Date.parse(String(state?.editableUntil)) - Date.now()).toBeGreaterThan(47 * 3_600_000)

    // The yacht's owner sees the charter, without a review state of their own.
    const seenByOwner = (await pastTab(owner)).find((one) => one.id === booking.id)
    expect(seenByOwner).toBeDefined()
    expect(seenByOwner).not.toHaveProperty('review')
  })
})
