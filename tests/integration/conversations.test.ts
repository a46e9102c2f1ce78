import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { addDays, marinaDayOf, stayOf } from '@cms/core/contract/marinaDays'
import { BOOKINGS_QUEUE } from '@cms/core/queues'
import { CONVERSATION_MESSAGES, type ConversationThread, type ConversationView, MASK, type MessageView } from '@cms/features/conversations/contract/conversations'
import { unreadMessageNotice } from '@cms/features/conversations/notices/unreadMessageNotice'
import type { Booking, User, Yacht } from '@cms/payload-types'
import * as bookingConversation from '@site/pages/api/bookings/[id]/conversation'
import * as crewOff from '@site/pages/api/bookings/[id]/crew/[userId]'
import * as crewOn from '@site/pages/api/bookings/[id]/crew/index'
import * as threadRoute from '@site/pages/api/conversations/[id]/index'
import * as messagesRoute from '@site/pages/api/conversations/[id]/messages'
import * as conversationsRoute from '@site/pages/api/conversations/index'
import * as unreadRoute from '@site/pages/api/conversations/unread'
import * as questions from '@site/pages/api/yachts/[id]/questions'
import { startCmsServer } from './support/cmsServer'
import { makeImage, quiet, yachtData } from './support/fixtures'
import { testPayload } from './support/payload'
import { type Answer, portalApi, type SignedInMember, signedInMember } from './support/portalApi'
import { newAddress, type RestAnswer, type RestCall, restClient } from './support/rest'

/**
 * Conversations between guests, owners and crew (issue "… conversations between guests, owners and
 * crew"), on real PostgreSQL: a member's question to a yacht's owner and each booking's own
 * conversation; contacts masked in a question until the guest has booked, at every door; privacy
 * at the portal and through the CMS's REST API for a stranger, a former crew member and a guest of
 * another booking; the unread count; the unread email, at most once an hour per party and
 * conversation; and the limit of messages one author writes in one conversation an hour.
 */
let payload: Payload
let call: ReturnType<typeof portalApi>
let cms: { url: string; close: () => Promise<void> }
const rest = restClient(() => cms.url)
let image: number

type Member = SignedInMember
const member = (roles?: User['roles'], options?: { emailVerified?: boolean }) => signedInMember(payload, call, roles, options)

beforeAll(async () => {
  payload = await testPayload()
  call = portalApi(payload)
  cms = await startCmsServer()
  image = await makeImage(payload)
}, 120_000)
afterAll(async () => {
  await cms.close()
})

// --- Yachts and charters ---

/** A published yacht of `owner`'s (of no one's with null). */
const yachtOf = (owner: Member | null, overrides: Partial<Yacht> = {}): Promise<Yacht> =>
  payload.create({
    collection: 'yachts',
    data: { ...yachtData(image), ...(owner ? { owner: owner.user.id } : {}), _status: 'published', ...overrides },
    overrideAccess: true,
    context: quiet,
  })

/** Each charter on days of its own, so no two of one yacht overlap. */
let nextDay = 20

/**
 * A one-day charter of `yacht` by `customer`, ahead, confirmed and paid unless told otherwise:
 * written straight to the table, as the reviews' tests write theirs (the booking flow is not what
 * is tested here).
 */
async function charter(customer: Member, yacht: Yacht, status: Booking['status'] = 'confirmed'): Promise<Booking> {
  nextDay += 2
  const day = addDays(marinaDayOf(new Date()), nextDay)
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
      language: 'ru',
      contactName: 'Ольга Байкальская',
      contactEmail: customer.user.email,
      contactPhone: '+7 900 111-22-33',
      status,
      paymentStatus: status === 'confirmed' ? 'paid' : 'unpaid',
      paymentMethod: status === 'confirmed' ? 'test-gateway' : null,
      refundedAmount: 0,
      blocksCalendar: status === 'confirmed',
      currency: 'RUB',
      totalPrice: 90_000,
    },
    req: { context: quiet } as never,
  })) as Booking
}

// --- The portal API ---

const asMember = (who: Member, id: number, extra: { body?: unknown; headers?: Record<string, string> } = {}) => ({ token: who.token, params: { id: String(id) }, ...extra })
const ask = (who: Member, yachtId: number, body: string) => call(questions, 'POST', asMember(who, yachtId, { body: { body } }))
const threadOf = (who: Member, id: number, headers?: Record<string, string>) => call(threadRoute, 'GET', asMember(who, id, headers ? { headers } : {}))
const send = (who: Member, id: number, body: string) => call(messagesRoute, 'POST', asMember(who, id, { body: { body } }))
const openBooking = (who: Member, bookingId: number) => call(bookingConversation, 'POST', asMember(who, bookingId))
const listOf = async (who: Member) => (await call(conversationsRoute, 'GET', { token: who.token })).json.docs as ConversationView[]
async function unreadOf(who: Member): Promise<number> {
  const answer = await call(unreadRoute, 'GET', { token: who.token })
  expect(answer.status, JSON.stringify(answer.json)).toBe(200)
  return answer.json.unread as number
}

/** A question asked at the portal: its conversation's id. */
async function asked(who: Member, yachtId: number, body: string): Promise<number> {
  const answer = await ask(who, yachtId, body)
  expect(answer.status, JSON.stringify(answer.json)).toBe(201)
  return answer.json.conversationId as number
}

/**
 * A guest's question thread for a yacht, with their first message sent at the portal's message
 * route: the row is written as the question route starts it (kind, yacht, guest), past the
 * collection's hooks, for the tests whose subject is not starting a question (the route cannot
 * start one as it stands: see "asking a yacht's owner").
 */
async function questionOf(guest: Member, yacht: Yacht, body: string): Promise<number> {
  const row = await payload.db.create({ collection: 'conversations', data: { kind: 'question', yacht: yacht.id, guest: guest.user.id }, req: { context: quiet } as never })
  await sent(guest, row.id as number, body)
  return row.id as number
}

/** A message sent at the portal: its view. */
async function sent(who: Member, conversationId: number, body: string): Promise<MessageView> {
  const answer = await send(who, conversationId, body)
  expect(answer.status, JSON.stringify(answer.json)).toBe(201)
  return answer.json as unknown as MessageView
}

/** The booking's conversation, as a party opens it at the portal. */
async function opened(who: Member, bookingId: number): Promise<number> {
  const answer = await openBooking(who, bookingId)
  expect(answer.status, JSON.stringify(answer.json)).toBe(200)
  return answer.json.conversationId as number
}

/** The owner puts a captain on the charter, or takes them off, through the portal. */
async function putOn(owner: Member, bookingId: number, crew: Member) {
  const answer = await call(crewOn, 'POST', asMember(owner, bookingId, { body: { email: crew.user.email } }))
  expect(answer.status, JSON.stringify(answer.json)).toBe(200)
  expect(answer.json.crew).toContain(crew.user.id)
}
async function takeOff(owner: Member, bookingId: number, crew: Member) {
  const answer = await call(crewOff, 'DELETE', { token: owner.token, params: { id: String(bookingId), userId: String(crew.user.id) } })
  expect(answer.status, JSON.stringify(answer.json)).toBe(200)
  expect(answer.json.crew).not.toContain(crew.user.id)
}

// --- The CMS's REST API ---

const restAs = (who: Member | null, path: string, options: RestCall = {}) => rest(path, { token: who?.token ?? null, address: newAddress(), ...options })
const restSend = (who: Member | null, conversation: number, body: string, extra: Record<string, unknown> = {}) =>
  restAs(who, '/api/messages?depth=0', { method: 'POST', body: { conversation, body, ...extra } })
const restDocs = async (who: Member | null, path: string) => ((await restAs(who, path)).json.docs ?? []) as Record<string, unknown>[]

/** A refusal's code, as the portal answers it (`code`) or the REST API (`errors[0].data.code`). */
function codeOf(answer: Answer | RestAnswer): unknown {
  return answer.json.code ?? (answer.json.errors as { data?: { code?: unknown } }[] | undefined)?.[0]?.data?.code
}
const refusal = (answer: Answer | RestAnswer) => ({ status: answer.status, code: codeOf(answer) })

/**
 * What a member sees of a conversation at each door: the portal's thread and list, and through
 * REST the conversation itself, the list of conversations and the conversation's messages.
 */
async function doorsOf(who: Member, conversationId: number) {
  const restMessages = await restDocs(who, `/api/messages?depth=0&limit=100&where[conversation][equals]=${conversationId}`)
  return {
    thread: (await threadOf(who, conversationId)).status,
    list: (await listOf(who)).some((one) => one.id === conversationId),
    restOne: (await restAs(who, `/api/conversations/${conversationId}?depth=0`)).status,
    restList: (await restDocs(who, '/api/conversations?depth=0&limit=100')).some((one) => one.id === conversationId),
    restMessages: restMessages.length,
  }
}
const partyDoors = (messages: number) => ({ thread: 200, list: true, restOne: 200, restList: true, restMessages: messages })
const outsiderDoors = { thread: 404, list: false, restOne: 404, restList: false, restMessages: 0 }

/** That a member cannot write into the conversation at either door: refused, nothing stored. */
async function cannotWrite(who: Member, conversationId: number) {
  const before = await storedBodies(conversationId)
  expect(refusal(await send(who, conversationId, 'Можно к вам?'))).toEqual({ status: 404, code: 'notFound' })
  const viaRest = await restSend(who, conversationId, 'Можно к вам?')
  expect([403, 404], JSON.stringify(viaRest.json)).toContain(viaRest.status)
  expect(await storedBodies(conversationId)).toEqual(before)
}

// --- The rows ---

const storedBodies = async (conversationId: number) =>
  (await payload.db.pool.query<{ body: string }>('SELECT body FROM messages WHERE conversation_id = $1 ORDER BY id', [conversationId])).rows.map((row) => row.body)
const lastMessageId = async (conversationId: number) =>
  (await payload.db.pool.query<{ id: number }>('SELECT id FROM messages WHERE conversation_id = $1 ORDER BY id DESC LIMIT 1', [conversationId])).rows[0]!.id
const conversationRows = async () => (await payload.db.pool.query('SELECT id FROM conversations')).rows.length
const conversationsOfGuest = async (guest: Member) => (await payload.db.pool.query('SELECT id FROM conversations WHERE guest_id = $1', [guest.user.id])).rows.length

// --- The unread email ---

/** The unread notice's job for a message, run as its runner would once its fifteen minutes are up. */
async function runNotice(messageId: number) {
  const moved = await payload.db.pool.query<{ id: number }>(
    `UPDATE payload_jobs SET wait_until = now() - interval '1 second' WHERE task_slug = 'tellOfUnreadMessage' AND (input->>'id')::int = $1 AND completed_at IS NULL RETURNING id`,
    [messageId],
  )
  expect(moved.rows, `the notice's job for message ${messageId}`).toHaveLength(1)
  await payload.jobs.run({ queue: BOOKINGS_QUEUE, limit: 50 })
  // Done: deleted on completion (payload.config.ts), or at least completed without an error.
  const left = await payload.db.pool.query('SELECT completed_at, has_error FROM payload_jobs WHERE id = $1', [moved.rows[0]!.id])
  for (const job of left.rows) expect(job).toMatchObject({ completed_at: expect.any(Date), has_error: false })
}
const mailsTo = async (who: Member) =>
  (await payload.find({ collection: 'email-outbox', where: { to: { equals: who.user.email } }, sort: 'createdAt', overrideAccess: true })).docs.map((mail) => ({
    subject: mail.subject,
    text: mail.text,
  }))
const subjectsTo = async (who: Member) => (await mailsTo(who)).map((mail) => mail.subject)

// --- The tests ---

describe('asking a yacht’s owner', () => {
  it('lets a verified member ask a published yacht’s owner, in one thread however often they ask', async () => {
    const owner = await member(['owner'])
    const yacht = await yachtOf(owner)
    const guest = await member()

    const id = await asked(guest, yacht.id, 'Свободна ли яхта в июле?')
    // The second question, in the same thread, with contacts: masked, as the guest has not booked.
    expect(await asked(guest, yacht.id, 'И можно ли с собакой? Мой телефон +7 900 123-45-67')).toBe(id)
    expect(await storedBodies(id)).toEqual(['Свободна ли яхта в июле?', `И можно ли с собакой? Мой телефон ${MASK}`])
    const row = (await payload.db.pool.query('SELECT kind, guest_id, yacht_id, booking_id, last_message_at FROM conversations WHERE id = $1', [id])).rows[0]
    expect(row).toMatchObject({ kind: 'question', guest_id: guest.user.id, yacht_id: yacht.id, booking_id: null, last_message_at: expect.any(Date) })

    const thread = (await threadOf(guest, id)).json as unknown as ConversationThread
    expect(thread.conversation).toMatchObject({ id, kind: 'question', yachtId: yacht.id, yachtName: yacht.name, bookingId: null, with: ['Test U.'], unread: 0 })
    expect(thread.messages.map((one) => [one.body, one.mine, one.author])).toEqual([
      ['Свободна ли яхта в июле?', true, 'Test U.'],
      [`И можно ли с собакой? Мой телефон ${MASK}`, true, 'Test U.'],
    ])
    // Another member asking the same yacht has a thread of their own.
    expect(await asked(await member(), yacht.id, 'Сколько стоит неделя?')).not.toBe(id)
  })

  it('refuses an unverified member, a guest and an empty question, storing nothing', async () => {
    const yacht = await yachtOf(await member(['owner']))
    const unverified = await member(['customer'], { emailVerified: false })
    const before = await conversationRows()
    expect(refusal(await ask(unverified, yacht.id, 'Свободна ли яхта?'))).toEqual({ status: 403, code: 'verifyFirst' })
    expect((await call(questions, 'POST', { params: { id: String(yacht.id) }, body: { body: 'Свободна ли яхта?' } })).status).toBe(401)
    const guest = await member()
    expect(refusal(await ask(guest, yacht.id, '   '))).toEqual({ status: 400, code: 'invalid' })
    expect(await conversationsOfGuest(unverified)).toBe(0)
    expect(await conversationsOfGuest(guest)).toBe(0)
    expect(await conversationRows()).toBe(before)
  })

  it('refuses one’s own yacht, a yacht without an owner and one not published, storing no conversation', async () => {
    const owner = await member(['owner'])
    const yacht = await yachtOf(owner)
    const before = await conversationRows()

    const own = await ask(owner, yacht.id, 'Сам себе вопрос')
    expect(refusal(own)).toEqual({ status: 400, code: 'ownYacht' })
    expect(own.json.error).toBe(CONVERSATION_MESSAGES.ownYacht)
    const guest = await member()
    expect(refusal(await ask(guest, (await yachtOf(null)).id, 'Кому писать?'))).toEqual({ status: 409, code: 'noOwner' })
    expect(refusal(await ask(guest, (await yachtOf(owner, { _status: 'draft' })).id, 'Вы уже открылись?'))).toEqual({ status: 404, code: 'notFound' })
    expect(await conversationRows()).toBe(before)
  })

  it('refuses an unverified member through the REST API too, storing nothing', async () => {
    const yacht = await yachtOf(await member(['owner']))
    const unverified = await member(['customer'], { emailVerified: false })
    const started = await restAs(unverified, '/api/conversations?depth=0', { method: 'POST', body: { kind: 'question', yacht: yacht.id } })
    expect(started.status, JSON.stringify(started.json)).toBe(403)
    expect(await conversationsOfGuest(unverified)).toBe(0)
  })

  it('starts a question through the REST API as the caller’s own, whatever the request says', async () => {
    const owner = await member(['owner'])
    const yacht = await yachtOf(owner)
    const guest = await member()
    const someoneElse = await member()
    const started = await restAs(guest, '/api/conversations?depth=0', { method: 'POST', body: { kind: 'question', yacht: yacht.id, guest: someoneElse.user.id } })
    expect(started.status, JSON.stringify(started.json)).toBe(201)
    const id = (started.json.doc as { id: number }).id
    expect(started.json.doc).toMatchObject({ kind: 'question', yacht: yacht.id, guest: guest.user.id })
    expect(await conversationsOfGuest(someoneElse)).toBe(0)
    expect(refusal(await restAs(owner, '/api/conversations?depth=0', { method: 'POST', body: { kind: 'question', yacht: yacht.id } }))).toEqual({
      status: 400,
      code: 'ownYacht',
    })

    const written = await restSend(guest, id, 'Добрый день!', { author: owner.user.id, authorName: 'Владелец' })
    expect(written.status, JSON.stringify(written.json)).toBe(201)
    expect(written.json.doc).toMatchObject({ conversation: id, author: guest.user.id, authorName: 'Test U.', body: 'Добрый день!' })
    // The portal finds the same thread for the next question.
    expect(await asked(guest, yacht.id, 'Ещё вопрос')).toBe(id)
  })
})

describe('contacts in a question', () => {
  const contacts = 'Пишите ivan.petrov@mail.ru или звоните +7 (900) 123-45-67, telegram @ivan_baikal, t.me/ivan_baikal'
  const masked = `Пишите ${MASK} или звоните ${MASK}, telegram ${MASK}, ${MASK}`

  it('are masked before the guest has booked the yacht, at every door, whoever writes them', async () => {
    const owner = await member(['owner'])
    const yacht = await yachtOf(owner)
    const guest = await member()
    // A booking of another yacht, and a cancelled one of this, are no booking of this yacht.
    await charter(guest, await yachtOf(owner))
    await charter(guest, yacht, 'cancelled')

    const id = await questionOf(guest, yacht, contacts)
    expect((await sent(guest, id, contacts)).body).toBe(masked)
    expect((await sent(owner, id, 'Мой номер 8 900 765-43-21, почта owner@baikal.example')).body).toBe(`Мой номер ${MASK}, почта ${MASK}`)
    const viaRest = await restSend(guest, id, contacts)
    expect(viaRest.status, JSON.stringify(viaRest.json)).toBe(201)
    expect(viaRest.json.doc).toMatchObject({ body: masked })

    expect(await storedBodies(id)).toEqual([masked, masked, `Мой номер ${MASK}, почта ${MASK}`, masked])
    const seen = (await threadOf(owner, id)).json as unknown as ConversationThread
    for (const message of seen.messages) expect(message.body).not.toMatch(/ivan|@|\d{3}/)
  })

  it('are kept once the guest has a confirmed booking of the yacht, and always in a booking’s conversation', async () => {
    const owner = await member(['owner'])
    const yacht = await yachtOf(owner)
    const guest = await member()
    const id = await questionOf(guest, yacht, contacts)
    const booking = await charter(guest, yacht)

    await sent(guest, id, contacts)
    await sent(owner, id, 'Мой номер 8 900 765-43-21')
    expect((await restSend(guest, id, contacts)).status).toBe(201)
    expect(await storedBodies(id)).toEqual([masked, contacts, 'Мой номер 8 900 765-43-21', contacts])

    const ofBooking = await opened(guest, booking.id)
    expect(ofBooking).not.toBe(id)
    expect((await sent(guest, ofBooking, contacts)).body).toBe(contacts)
  })
})

describe('who reads a conversation', () => {
  it('is its guest and the yacht’s owner, at every door; a stranger reads and writes nothing of it', async () => {
    const owner = await member(['owner'])
    const yacht = await yachtOf(owner)
    const guest = await member()
    const stranger = await member(['owner'])
    const id = await questionOf(guest, yacht, 'Свободна ли яхта в августе?')
    await sent(owner, id, 'Да, свободна.')

    expect(await doorsOf(owner, id)).toEqual(partyDoors(2))
    expect(await doorsOf(guest, id)).toEqual(partyDoors(2))
    expect(await doorsOf(stranger, id)).toEqual(outsiderDoors)
    await cannotWrite(stranger, id)

    const message = await lastMessageId(id)
    expect((await restAs(stranger, `/api/messages/${message}?depth=0`)).status).toBe(404)
    expect((await restAs(null, `/api/conversations/${id}?depth=0`)).status).toBe(403)
    expect((await restAs(null, `/api/messages?depth=0&where[conversation][equals]=${id}`)).status).toBe(403)
    expect((await restSend(null, id, 'Аноним')).status).toBe(403)
    // A booking's conversation cannot be started for a booking not one's own.
    const booking = await charter(guest, yacht)
    const startedByStranger = await restAs(stranger, '/api/conversations?depth=0', { method: 'POST', body: { kind: 'booking', booking: booking.id } })
    expect(startedByStranger.status, JSON.stringify(startedByStranger.json)).toBe(404)
    expect(refusal(await openBooking(stranger, booking.id))).toEqual({ status: 404, code: 'notFound' })
    expect((await payload.db.pool.query('SELECT id FROM conversations WHERE booking_id = $1', [booking.id])).rows).toEqual([])

    // Messages are never changed, by their author either; only admins delete them.
    expect((await restAs(owner, `/api/messages/${message}?depth=0`, { method: 'PATCH', body: { body: 'Нет, занята.' } })).status).toBe(403)
    expect((await restAs(guest, `/api/messages/${message}?depth=0`, { method: 'DELETE' })).status).toBe(403)
    expect(await storedBodies(id)).toEqual(['Свободна ли яхта в августе?', 'Да, свободна.'])

    // Read marks: each member sees only their own.
    const marks = await restDocs(owner, '/api/conversation-reads?depth=0&limit=100')
    expect(marks.map((mark) => mark.member)).toEqual([owner.user.id])
    expect(await restDocs(stranger, '/api/conversation-reads?depth=0&limit=100')).toEqual([])
  })

  it('tells a party nothing of the other parties’ addresses through queries into them', async () => {
    const owner = await member(['owner'])
    const yacht = await yachtOf(owner)
    const guest = await member()
    const id = await questionOf(guest, yacht, 'Добрый вечер!')
    await sent(owner, id, 'Здравствуйте!')
    // One hop each: two hops into a field the caller may not read Payload 3.90 refuses from a
    // promise it leaves unawaited (see access-matrix.test.ts).
    const probes: [Member, string][] = [
      [guest, `/api/messages?depth=0&where[author.email][equals]=${encodeURIComponent(owner.user.email)}`],
      [owner, `/api/conversations?depth=0&where[guest.email][equals]=${encodeURIComponent(guest.user.email)}`],
      [owner, `/api/conversation-reads?depth=0&where[member.email][equals]=${encodeURIComponent(guest.user.email)}`],
    ]
    for (const [who, probe] of probes) {
      const answer = await restAs(who, probe)
      expect(answer.status, probe).toBeLessThan(500)
      if (answer.status === 200) expect(answer.json.docs, probe).toEqual([])
    }
  })

  it('is the charter’s crew while they are on it; a former crew member reads and writes nothing of it, at every door', async () => {
    const owner = await member(['owner'])
    const yacht = await yachtOf(owner)
    const customer = await member()
    const captain = await member(['captain'])
    const booking = await charter(customer, yacht)

    const id = await opened(customer, booking.id)
    expect(await opened(owner, booking.id)).toBe(id)
    await sent(customer, id, 'Во сколько выходим?')
    // Not yet on the charter: a stranger to it.
    expect(refusal(await openBooking(captain, booking.id))).toEqual({ status: 404, code: 'notFound' })
    expect(await doorsOf(captain, id)).toEqual(outsiderDoors)

    await putOn(owner, booking.id, captain)
    expect(await opened(captain, booking.id)).toBe(id)
    expect(await doorsOf(captain, id)).toEqual(partyDoors(1))
    await sent(captain, id, 'В 10:00 от причала в Листвянке.')
    expect((await threadOf(customer, id)).json.conversation).toMatchObject({ kind: 'booking', bookingId: booking.id, yachtName: yacht.name, with: ['Test U.', 'Test U.'] })

    await takeOff(owner, booking.id, captain)
    expect(refusal(await openBooking(captain, booking.id))).toEqual({ status: 404, code: 'notFound' })
    expect(await doorsOf(captain, id)).toEqual(outsiderDoors)
    await cannotWrite(captain, id)
    await sent(customer, id, 'Спасибо!')
    expect(await unreadOf(captain)).toBe(0)
    expect(await doorsOf(owner, id)).toEqual(partyDoors(3))
    expect(await doorsOf(customer, id)).toEqual(partyDoors(3))
  })

  it('is not a guest of another booking of the same yacht', async () => {
    const owner = await member(['owner'])
    const yacht = await yachtOf(owner)
    const [first, second] = [await member(), await member()]
    const firstBooking = await charter(first, yacht)
    const secondBooking = await charter(second, yacht)
    const id = await opened(first, firstBooking.id)
    await sent(first, id, 'Берём с собой детей.')

    const theirs = await opened(second, secondBooking.id)
    expect(theirs).not.toBe(id)
    expect(refusal(await openBooking(second, firstBooking.id))).toEqual({ status: 404, code: 'notFound' })
    expect(await doorsOf(second, id)).toEqual(outsiderDoors)
    await cannotWrite(second, id)
    expect(await doorsOf(first, theirs)).toEqual(outsiderDoors)
    expect((await listOf(owner)).map((one) => one.id).sort()).toEqual([id, theirs].sort())
  })
})

describe('unread messages', () => {
  it('are counted for the owner after the guest’s message, and no longer once the owner opens the thread', async () => {
    const owner = await member(['owner'])
    const yacht = await yachtOf(owner)
    const guest = await member()
    const id = await questionOf(guest, yacht, 'Есть ли на борту спасжилеты для детей?')

    expect(await unreadOf(owner)).toBe(1)
    expect(await unreadOf(guest)).toBe(0)
    expect((await listOf(owner)).find((one) => one.id === id)).toMatchObject({
      unread: 1,
      yachtName: yacht.name,
      with: ['Test U.'],
      lastMessage: { body: 'Есть ли на борту спасжилеты для детей?', mine: false },
    })

    const thread = (await threadOf(owner, id)).json as unknown as ConversationThread
    expect(thread.conversation.unread).toBe(0)
    expect(thread.messages.map((one) => one.mine)).toEqual([false])
    expect(await unreadOf(owner)).toBe(0)

    await sent(owner, id, 'Да, детские жилеты есть.')
    expect(await unreadOf(guest)).toBe(1)
    expect(await unreadOf(owner)).toBe(0)
  })
})

describe('the unread email', () => {
  it('is queued fifteen minutes after a message', async () => {
    const owner = await member(['owner'])
    const guest = await member()
    const id = await questionOf(guest, await yachtOf(owner), 'Здравствуйте!')
    const job = await payload.db.pool.query(
      `SELECT extract(epoch FROM j.wait_until - m.created_at)::int AS seconds, j.queue FROM payload_jobs j JOIN messages m ON m.id = (j.input->>'id')::int
        WHERE j.task_slug = 'tellOfUnreadMessage' AND m.conversation_id = $1`,
      [id],
    )
    expect(job.rows).toEqual([{ seconds: 15 * 60, queue: BOOKINGS_QUEUE }])
  })

  it('tells the other party once an hour, in the language they last read in, and not of what they have read', async () => {
    const owner = await member(['owner'])
    const yacht = await yachtOf(owner)
    const guest = await member()
    const id = await questionOf(guest, yacht, 'Здравствуйте! Можно ли взять собаку?')

    await runNotice(await lastMessageId(id))
    const [mail] = await mailsTo(owner)
    expect(await subjectsTo(owner)).toEqual([`Новое сообщение: ${yacht.name}`])
    expect(mail?.text).toContain('Можно ли взять собаку?')
    expect(mail?.text).toContain(`/messages?conversation=${id}`)
    expect(await mailsTo(guest)).toEqual([])

    // A second message within the hour: no second email.
    await sent(guest, id, 'И ещё: есть ли на борту душ?')
    await runNotice(await lastMessageId(id))
    expect(await subjectsTo(owner)).toHaveLength(1)

    // An hour on, the owner has read both (in English): the message they read tells them nothing.
    await payload.db.pool.query(`UPDATE conversation_reads SET emailed_at = emailed_at - interval '61 minutes' WHERE conversation_id = $1 AND member_id = $2`, [id, owner.user.id])
    expect((await threadOf(owner, id, { 'accept-language': 'en' })).status).toBe(200)
    await unreadMessageNotice.now(payload, await lastMessageId(id), 'unread')
    expect(await subjectsTo(owner)).toHaveLength(1)

    // A new message they have not read: emailed again, in English.
    await sent(guest, id, 'Ждём ответа.')
    await runNotice(await lastMessageId(id))
    expect(await subjectsTo(owner)).toEqual([`Новое сообщение: ${yacht.name}`, `New message: ${yacht.name}`])

    // The owner's answer tells the guest, who has not read it.
    await sent(owner, id, 'Yes, dogs are welcome.')
    await runNotice(await lastMessageId(id))
    expect(await subjectsTo(guest)).toEqual([`Новое сообщение: ${yacht.name}`])
    expect(await subjectsTo(owner)).toHaveLength(2)
  })

  it('tells a booking’s parties who have not read the message, and never a former crew member', async () => {
    const owner = await member(['owner'])
    const yacht = await yachtOf(owner)
    const customer = await member()
    const captain = await member(['captain'])
    const booking = await charter(customer, yacht)
    await putOn(owner, booking.id, captain)
    const id = await opened(customer, booking.id)

    await sent(customer, id, 'Будем в 9:30.')
    expect((await threadOf(captain, id)).status).toBe(200)
    await runNotice(await lastMessageId(id))
    expect(await subjectsTo(owner)).toEqual([`Новое сообщение: ${yacht.name}`])
    expect(await mailsTo(captain)).toEqual([])
    expect(await mailsTo(customer)).toEqual([])

    await takeOff(owner, booking.id, captain)
    await sent(customer, id, 'Опоздаем на полчаса.')
    await runNotice(await lastMessageId(id))
    expect(await mailsTo(captain)).toEqual([])
    expect(await subjectsTo(owner)).toHaveLength(1)
  })
})

describe('the limit of messages', () => {
  it('refuses the 21st message an hour by one author in one conversation, at every door, storing nothing', async () => {
    const owner = await member(['owner'])
    const yacht = await yachtOf(owner)
    const guest = await member()
    const id = await questionOf(guest, yacht, 'Сообщение 1')
    for (let n = 2; n <= 20; n += 1) await sent(guest, id, `Сообщение ${n}`)
    expect(await storedBodies(id)).toHaveLength(20)

    const portal = await send(guest, id, 'Сообщение 21')
    expect(refusal(portal)).toEqual({ status: 429, code: 'tooManyHere' })
    expect(portal.json.error).toBe(CONVERSATION_MESSAGES.tooManyHere)
    expect(refusal(await restSend(guest, id, 'Сообщение 21'))).toEqual({ status: 429, code: 'tooManyHere' })
    expect(await storedBodies(id)).toHaveLength(20)

    // The limit is the author's: the owner still answers; and an hour on, the guest writes again.
    await sent(owner, id, 'Отвечу на всё сразу.')
    await payload.db.pool.query(`UPDATE messages SET created_at = created_at - interval '61 minutes' WHERE conversation_id = $1 AND author_id = $2`, [id, guest.user.id])
    await sent(guest, id, 'Сообщение 21')
    expect(await storedBodies(id)).toHaveLength(22)
  })
})
