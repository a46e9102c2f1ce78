import { randomBytes } from 'node:crypto'

import type { CollectionSlug, Payload } from 'payload'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'

import { addDays, marinaDayOf, stayOf } from '@cms/core/contract/marinaDays'
import type { User } from '@cms/payload-types'
import { startCmsServer } from './support/cmsServer'
import { makeImage, makeUser, ONE_PIXEL_PNG } from './support/fixtures'
import { testPayload } from './support/payload'
import { useSeededDatabase } from './support/seededDatabase'
import { newAddress, restClient } from './support/rest'

/**
 * The access matrix: every collection (Payload's own included) × every role × every operation,
 * through the Local API as the portal calls it (`user`, `overrideAccess: false`) and through the
 * CMS's public REST API, each checked against the table below. A refused write stores nothing.
 * GraphQL is off (payload.config.ts), so it is no door.
 *
 * "Allowed" means access lets the caller through: a read answers, a create of an empty document
 * fails only on its missing fields (400), an empty update succeeds. "Refused" is a 403 (or a 404
 * where access narrows what the caller can see).
 */
const ROLES = ['anonymous', 'unverified', 'customer', 'owner', 'editor', 'admin'] as const
type Role = (typeof ROLES)[number]
const OPERATIONS = ['find', 'findByID', 'create', 'update', 'delete'] as const
type Operation = (typeof OPERATIONS)[number]
type Rules = Record<Operation, readonly Role[]> & { rest?: Partial<Record<Operation, readonly Role[]>> }

const everyone = ROLES
const members = ['unverified', 'customer', 'owner', 'editor', 'admin'] as const
const staff = ['editor', 'admin'] as const
const admin = ['admin'] as const
const nobody = [] as const

const publicContent: Rules = { find: everyone, findByID: everyone, create: staff, update: staff, delete: staff }

/** Who may do what. The target of findByID, update and delete is a published document nobody of these roles owns. */
const MATRIX: Record<string, Rules> = {
  yachts: { ...publicContent, create: ['owner', 'editor', 'admin'] },
  destinations: publicContent,
  marinas: publicContent,
  activities: publicContent,
  'trip-packages': publicContent,
  'yacht-listings': publicContent,
  'special-events': publicContent,
  plans: publicContent,
  events: publicContent,
  'wiki-articles': publicContent,
  testimonials: publicContent,
  services: publicContent,
  pages: publicContent,
  media: { find: everyone, findByID: everyone, create: staff, update: staff, delete: staff },
  // Others' photos are private: a list shows none of them, a direct read finds nothing.
  'user-photos': { find: everyone, findByID: admin, create: admin, update: admin, delete: admin },
  // Everyone signed in reads themselves only; the target is someone else.
  users: { find: members, findByID: admin, create: admin, update: admin, delete: admin },
  // Members see their own bookings (and owners those of their yachts); the target is someone else's.
  // Booking itself goes through the portal's flow only, which no REST or bare Local API call has.
  bookings: { find: members, findByID: admin, create: admin, update: admin, delete: admin },
  // Money records: each member reads their own (the target is someone else's); only the server's
  // payment flows write them, and no one deletes them.
  // An owner's blocked days: staff and the yacht's owner see and remove them (the target's yacht is
  // no one's here); owners may block days of their own yachts (the hook checks whose yacht it is).
  'yacht-blocks': { find: members, findByID: staff, create: ['owner', 'admin'], update: admin, delete: staff },
  payments: { find: members, findByID: admin, create: nobody, update: nobody, delete: nobody },
  'gateway-charges': { find: members, findByID: admin, create: nobody, update: nobody, delete: nobody },
  'contact-messages': { find: staff, findByID: staff, create: everyone, update: staff, delete: admin },
  // Anyone signs an address up (it starts pending); only admins see, edit and remove the list.
  'newsletter-subscribers': { find: admin, findByID: admin, create: everyone, update: admin, delete: admin },
  // Donations: only the donation flow writes them (past access); each donor reads their own (the
  // target is a guest's); admins read and may unlist; money records are never deleted.
  donations: { find: members, findByID: admin, create: nobody, update: admin, delete: nobody },
  // Subscriptions: only the subscription flow makes them (past access: the hooks price them); each
  // member reads theirs and may end it at the period's end (the target is someone else's); admins
  // too; money records are never deleted.
  subscriptions: { find: members, findByID: admin, create: nobody, update: admin, delete: nobody },
  // Insurers: anyone reads their names (the request form lists them); only admins keep them.
  insurers: { find: everyone, findByID: everyone, create: admin, update: admin, delete: admin },
  // Insurance requests: only the portal's flow makes them; each requester reads their own (the
  // target is a guest's); admins handle them.
  'quote-requests': { find: members, findByID: admin, create: nobody, update: admin, delete: admin },
  // Quotes: only the quoting job writes them and the selection changes them; a requester reads
  // those of their requests (the target is a guest's); admins may delete.
  'insurance-quotes': { find: members, findByID: admin, create: nobody, update: nobody, delete: admin },
  // Concierge inquiries: anyone sends one; only admins read and handle them.
  leads: { find: admin, findByID: admin, create: everyone, update: admin, delete: admin },
  'email-outbox': { find: admin, findByID: admin, create: nobody, update: nobody, delete: admin },
  'auth-codes': { find: admin, findByID: admin, create: nobody, update: nobody, delete: admin },
  // What the admins are told: theirs alone; the server writes them past access.
  notifications: { find: admin, findByID: admin, create: admin, update: admin, delete: admin },
  // What admins did: admins read it; no one writes it but the hooks, no one changes or deletes it.
  'audit-log': { find: admin, findByID: admin, create: nobody, update: nobody, delete: nobody },
  // Members' submissions: each member reads their own (the target is someone else's draft);
  // verified members create (an empty one fails on its missing kind); only admins moderate.
  'content-submissions': { find: members, findByID: admin, create: ['customer', 'owner', 'editor', 'admin'], update: admin, delete: admin },
  // Their pictures: private to the uploader and admins; members upload only through the portal's form.
  'submission-images': { find: members, findByID: admin, create: admin, update: admin, delete: admin },
  // Places at events: each member reads and cancels their own (the target is someone else's);
  // verified members register (an empty one fails on its missing event); admins do anything.
  'event-registrations': { find: members, findByID: admin, create: ['customer', 'owner', 'editor', 'admin'], update: admin, delete: admin },
  // Comments: everyone reads the visible ones; verified members write (an empty one fails on its
  // missing event); only the author, for 15 minutes, or an admin changes one (the target is
  // someone else's); admins delete.
  comments: { find: everyone, findByID: everyone, create: ['customer', 'owner', 'editor', 'admin'], update: admin, delete: admin },
  // Reports of comments: each member reads their own (the target is someone else's); anyone signed
  // in reports (an empty one fails on its missing comment); no one changes one; admins delete.
  'comment-reports': { find: members, findByID: admin, create: members, update: nobody, delete: admin },
  // Reviews of charters: everyone reads the visible ones; verified members write (an empty one
  // fails on its missing booking); only the author or the yacht's owner changes one (the target is
  // a stranger's, of a yacht no one here owns); admins delete.
  reviews: { find: everyone, findByID: everyone, create: ['customer', 'owner', 'editor', 'admin'], update: admin, delete: admin },
  // Reports of reviews: as of comments.
  'review-reports': { find: members, findByID: admin, create: members, update: nobody, delete: admin },
  // Conversations and their messages: their parties read them (the target is a stranger's question
  // about a yacht no one here owns); verified members start and write; never changed; admins delete.
  conversations: { find: members, findByID: admin, create: ['customer', 'owner', 'editor', 'admin'], update: nobody, delete: admin },
  messages: { find: members, findByID: admin, create: ['customer', 'owner', 'editor', 'admin'], update: nobody, delete: admin },
  // Read marks: each member reads their own; only the server writes them; no one deletes.
  'conversation-reads': { find: members, findByID: admin, create: nobody, update: nobody, delete: nobody },
  // Club memberships: each member reads and changes their own (the target is someone else's);
  // verified members join (an empty one fails on its missing category); admins do anything.
  'club-memberships': { find: members, findByID: admin, create: ['customer', 'owner', 'editor', 'admin'], update: admin, delete: admin },
  // Crew profiles: everyone reads the listed ones (the target is not listed); only captains and crew
  // members make one (none of these roles is crew, admins included); each member changes their
  // own; admins change and delete any.
  'crew-profiles': { find: everyone, findByID: admin, create: nobody, update: admin, delete: admin },
  // Crew requests: members read their own (crew also the open ones they may answer; no role here is
  // crew); verified members ask (an empty one fails on its missing fields); the asker cancels; admins
  // change and delete.
  'crew-requests': { find: members, findByID: admin, create: ['customer', 'owner', 'editor', 'admin'], update: admin, delete: admin },
  // Crew answers: their author and the request's asker read and change them (the target is no one's
  // here); verified members may try to answer (an empty one fails on its missing request); admins delete.
  'crew-answers': { find: members, findByID: admin, create: ['customer', 'owner', 'editor', 'admin'], update: admin, delete: admin },
  // Service orders: a company reads the open ones for its services and those it took, a customer
  // their charters' (none of these roles is a service company, and the target is someone else's);
  // only the bookings make them; admins change and delete.
  'service-orders': { find: members, findByID: admin, create: nobody, update: admin, delete: admin },
  'site-builds': { find: staff, findByID: staff, create: nobody, update: nobody, delete: admin },
  // Old addresses' redirects: the content staff's to keep; the site server reads them past access.
  redirects: { find: staff, findByID: staff, create: staff, update: staff, delete: staff },
  'payload-locked-documents': { find: staff, findByID: staff, create: staff, update: staff, delete: staff },
  // The admin keeps preferences through its own endpoints, by key, each person's own: over REST a
  // read "by id" is a read of the caller's own preference of that name (none for a guest).
  'payload-preferences': { find: nobody, findByID: nobody, create: nobody, update: nobody, delete: nobody, rest: { findByID: everyone } },
  // No REST doors at all (404): the Local API is the server's.
  'payload-migrations': { find: admin, findByID: admin, create: nobody, update: nobody, delete: nobody },
  'payload-kv': { find: nobody, findByID: nobody, create: nobody, update: nobody, delete: nobody },
  'payload-jobs': { find: admin, findByID: admin, create: nobody, update: nobody, delete: nobody },
}

/** Collections Payload gives no REST endpoints: every request for them is a 404. */
const NO_REST_DOORS = new Set(['payload-migrations', 'payload-kv'])

let payload: Payload
let cms: { url: string; close: () => Promise<void> }
const rest = restClient(() => cms.url)
const users = {} as Record<Exclude<Role, 'anonymous'>, User>
const tokens = {} as Record<Role, string | null>
let cells = 0

beforeAll(async () => {
  // One published document of every kind to copy: the seed's.
  await useSeededDatabase()
  payload = await testPayload()
  cms = await startCmsServer()
  users.unverified = await makeUser(payload, ['customer'], { emailVerified: false })
  users.customer = await makeUser(payload, ['customer'])
  users.owner = await makeUser(payload, ['owner'])
  users.editor = await makeUser(payload, ['editor'])
  users.admin = await makeUser(payload, ['admin'])
  tokens.anonymous = null
  for (const role of members) {
    const answer = await rest('/api/users/login', { body: { email: users[role].email, password: 'Str0ng!pass' }, address: newAddress() })
    tokens[role] = String(answer.json.token)
  }
}, 300_000)
afterEach(async () => {
  for (const { slug, id } of written.splice(0)) {
    await payload.delete({ collection: slug as CollectionSlug, where: { id: { equals: id } }, overrideAccess: true, context: SYSTEM_CONTEXT }).catch(() => {})
  }
})
afterAll(async () => {
  await cms.close()
  console.log(`access matrix: ${cells} cells checked`)
})

const SYSTEM_CONTEXT = { skipSiteRebuild: true, skipRateLimits: true }

/** What the matrix wrote, removed again after each collection's test (the seed's test counts the catalogue). */
const written: { slug: string; id: number | string }[] = []
let blockDay = 0

/**
 * Someone none of the roles is, owning a target: written straight to the database, without the
 * password hashing a sign-up costs (thousands of targets are made), and fresh each time, since
 * some collections take one document per member.
 */
async function stranger(role: 'customer' | 'crew_member'): Promise<number> {
  const doc = await payload.db.create({
    collection: 'users',
    data: { email: `stranger-${randomBytes(6).toString('hex')}@test.local`, firstName: 'Test', lastName: 'Stranger', roles: [role], emailVerified: true },
    req: { context: SYSTEM_CONTEXT } as never,
  })
  return doc.id as number
}

/** A document of the collection for a role to try reading, changing or deleting: written past every rule. */
async function target(slug: string): Promise<number | string> {
  const id = await newTarget(slug)
  written.push({ slug, id })
  return id
}

async function newTarget(slug: string): Promise<number | string> {
  const db = payload.db
  const create = (data: Record<string, unknown>) =>
    db.create({ collection: slug as CollectionSlug, data, req: { context: SYSTEM_CONTEXT } as never }).then((doc) => doc.id as number | string)
  switch (slug) {
    case 'users':
      return stranger('customer')
    case 'user-photos':
      return create({ owner: await stranger('customer'), filename: `matrix-${Date.now()}-${Math.random()}.png`, mimeType: 'image/png' })
    case 'bookings':
      return create({
        contactName: 'Матрица',
        contactEmail: 'matrix@test.local',
        contactPhone: '+7 900 000-00-00',
        guests: 1,
        status: 'confirmed',
        paymentStatus: 'unpaid',
        customer: await stranger('customer'),
        blocksCalendar: false,
      })
    case 'contact-messages':
      return create({ name: 'Матрица', email: 'matrix@test.local', message: 'Сообщение для проверки доступа', language: 'ru', status: 'new' })
    case 'yacht-blocks': {
      // Each target its own day, far ahead: blocks of one yacht may not overlap.
      blockDay += 1
      const yacht = (await payload.find({ collection: 'yachts', limit: 1, depth: 0, overrideAccess: true })).docs[0]!
      const day = addDays(marinaDayOf(new Date()), 300 + blockDay)
      const { startsAt, endsAt } = stayOf(day, day)
      return create({ yacht: yacht.id, startDate: day, endDate: day, startsAt: startsAt.toISOString(), endsAt: endsAt.toISOString(), source: 'owner' })
    }
    case 'payments':
      return create({ customer: await stranger('customer'), provider: 'test-gateway', amount: 1000, currency: 'RUB', state: 'initiated', refundedAmount: 0 })
    case 'gateway-charges':
      return create({
        payer: await stranger('customer'),
        amount: 1000,
        currency: 'RUB',
        state: 'open',
        refundedAmount: 0,
        clientSecret: `tgs_matrix_${Math.random()}`,
        webhookUrl: 'http://127.0.0.1:9/none',
      })
    case 'insurers':
      return create({
        name: `Matrix Insurer ${Math.random()}`,
        email: 'matrix@test.local',
        active: false,
        baseRatePerDay: 1,
        perPassengerPerDay: 1,
        coverageRatePercent: 0,
        noCrewLoadingPercent: 0,
        minimumPremium: 0,
        deductible: 0,
        validityDays: 1,
      })
    case 'quote-requests': {
      const day = addDays(marinaDayOf(new Date()), 40)
      return create({
        fullName: 'Матрица',
        email: 'matrix@test.local',
        startDate: day,
        endDate: day,
        location: 'Листвянка',
        passengers: 2,
        coverageAmount: 5_000_000,
        professionalCrew: true,
        captainExperienceYears: 1,
        language: 'ru',
        status: 'quoted',
      })
    }
    case 'insurance-quotes': {
      const request = await newTarget('quote-requests')
      written.push({ slug: 'quote-requests', id: request })
      const insurer = await newTarget('insurers')
      written.push({ slug: 'insurers', id: insurer })
      return create({
        request,
        insurer,
        reference: `INS-M-${Math.random()}`,
        totalPremium: 1,
        deductible: 1,
        validUntil: new Date().toISOString(),
        requiresInspection: false,
        status: 'offered',
      })
    }
    case 'donations':
      return create({ amount: 500, currency: 'RUB', status: 'paid', name: 'Матрица', email: 'matrix@test.local', listed: false, language: 'ru' })
    case 'subscriptions': {
      const plan = (await payload.find({ collection: 'plans', limit: 1, depth: 0, overrideAccess: true, where: { kind: { equals: 'member' } } })).docs[0]!
      return create({
        subscriber: await stranger('customer'),
        plan: plan.id,
        kind: 'member',
        period: 'month',
        price: plan.monthlyPrice,
        currency: 'RUB',
        status: 'pending',
        cancelAtPeriodEnd: false,
        language: 'ru',
      })
    }
    case 'email-outbox':
      return create({ to: 'matrix@test.local', subject: 'Matrix' })
    case 'redirects':
      return create({ from: `/matrix-${randomBytes(6).toString('hex')}`, to: '/yachts', reason: 'editor' })
    case 'leads':
      return create({
        kind: 'concierge',
        name: 'Матрица',
        email: 'matrix@test.local',
        service: 'transfer',
        fromDate: '2099-07-01',
        toDate: '2099-07-02',
        guests: 2,
        language: 'ru',
        status: 'new',
      })
    case 'newsletter-subscribers':
      return create({ email: `matrix-${Date.now()}-${Math.random().toString(36).slice(2)}@test.local`, language: 'ru', status: 'pending' })
    case 'auth-codes':
      return create({ user: users.customer.id, email: users.customer.email, purpose: 'password-reset', secretHash: 'x', expiresAt: new Date().toISOString(), attempts: 0 })
    case 'notifications':
      return create({ type: 'test', priority: 'normal', title: 'Matrix', message: 'Matrix', isRead: false })
    case 'audit-log':
      return create({ action: 'roles-changed', summary: 'Matrix', details: {} })
    case 'content-submissions':
      return create({ kind: 'destination', status: 'draft', language: 'ru', data: {}, submittedBy: await stranger('customer') })
    case 'submission-images':
      return create({ owner: await stranger('customer'), filename: `matrix-${Date.now()}-${Math.random()}.png`, mimeType: 'image/png' })
    case 'event-registrations': {
      const event = (await payload.find({ collection: 'events', limit: 1, depth: 0, overrideAccess: true })).docs[0]!
      return create({ event: event.id, member: await stranger('customer'), status: 'registered', language: 'ru', listed: false })
    }
    case 'comments': {
      const event = (await payload.find({ collection: 'events', limit: 1, depth: 0, overrideAccess: true, where: { _status: { equals: 'published' } } })).docs[0]!
      return create({ event: event.id, author: await stranger('customer'), body: 'Матрица', language: 'ru', hidden: false })
    }
    case 'comment-reports': {
      const comment = await newTarget('comments')
      written.push({ slug: 'comments', id: comment })
      return create({ comment, reporter: await stranger('customer'), reason: 'spam' })
    }
    case 'reviews': {
      const booking = await newTarget('bookings')
      written.push({ slug: 'bookings', id: booking })
      return create({ booking, author: await stranger('customer'), authorName: 'Матрица', rating: 5, body: 'Отзыв для проверки доступа', language: 'ru', hidden: false })
    }
    case 'review-reports': {
      const review = await newTarget('reviews')
      written.push({ slug: 'reviews', id: review })
      return create({ review, reporter: await stranger('customer'), reason: 'spam' })
    }
    case 'conversations': {
      const yacht = (await payload.find({ collection: 'yachts', limit: 1, depth: 0, overrideAccess: true, where: { _status: { equals: 'published' } } })).docs[0]!
      return create({ kind: 'question', yacht: yacht.id, guest: await stranger('customer'), lastMessageAt: new Date().toISOString() })
    }
    case 'messages': {
      const conversation = await newTarget('conversations')
      written.push({ slug: 'conversations', id: conversation })
      return create({ conversation, author: await stranger('customer'), authorName: 'Матрица', body: 'Матрица' })
    }
    case 'conversation-reads': {
      const conversation = await newTarget('conversations')
      written.push({ slug: 'conversations', id: conversation })
      return create({ conversation, member: await stranger('customer'), readAt: new Date().toISOString(), language: 'ru' })
    }
    case 'club-memberships':
      return create({ member: await stranger('customer'), category: 'fans', status: 'active', listed: false })
    case 'crew-profiles':
      return create({ member: await stranger('crew_member'), experienceYears: 3, languages: ['ru'], listed: false })
    case 'crew-requests': {
      const day = addDays(marinaDayOf(new Date()), 30)
      const requester = await stranger('customer')
      return create({ requester, wanted: 'crew', startDate: day, endDate: day, yachtType: 'sail-yacht', region: 'south', message: 'Матрица', language: 'ru', status: 'open' })
    }
    case 'crew-answers': {
      const request = await newTarget('crew-requests')
      written.push({ slug: 'crew-requests', id: request })
      return create({ request, responder: await stranger('crew_member'), message: 'Матрица', language: 'ru', status: 'pending' })
    }
    case 'service-orders': {
      const booking = await newTarget('bookings')
      written.push({ slug: 'bookings', id: booking })
      return create({ booking, service: 'catering', status: 'open' })
    }
    case 'site-builds':
      return create({ status: 'succeeded', startedAt: new Date().toISOString() })
    case 'payload-locked-documents':
      return create({ globalSlug: 'home', user: { relationTo: 'users', value: users.admin.id } })
    case 'payload-preferences':
      return create({ key: `matrix-${Math.random()}`, user: { relationTo: 'users', value: users.admin.id }, value: {} })
    case 'payload-migrations':
      return create({ name: `matrix-${Math.random()}`, batch: -1 })
    case 'payload-kv':
      return create({ key: `matrix-${Math.random()}`, data: {} })
    case 'payload-jobs':
      return create({ taskSlug: 'rebuildSite', input: {}, queue: 'matrix', processing: false, hasError: false, totalTried: 0 })
    case 'media':
      return makeImage(payload)
    default: {
      // A published document of the seed, copied with its unique fields made unique.
      const { docs } = await payload.find({ collection: slug as CollectionSlug, limit: 1, depth: 0, overrideAccess: true, where: { _status: { equals: 'published' } } })
      const template = docs[0] as unknown as Record<string, unknown> | undefined
      if (!template) throw new Error(`no ${slug} to copy`)
      const { createdAt: _created, updatedAt: _updated, owner: _owner, ...fields } = withoutIds(template) as Record<string, unknown>
      if (typeof fields.slug === 'string') fields.slug = `${fields.slug}-m${Math.floor(Math.random() * 1e9)}`
      // Service cards are one per key: the copy takes a key none has (the seed uses them all), by deleting one for the time being.
      if (slug === 'services') {
        await payload.delete({ collection: 'services', where: { key: { equals: fields.key } }, overrideAccess: true, context: SYSTEM_CONTEXT })
      }
      const created = await payload.create({
        collection: slug as CollectionSlug,
        data: { ...fields, _status: 'published' } as never,
        overrideAccess: true,
        context: SYSTEM_CONTEXT,
      })
      return created.id as number | string
    }
  }
}

/** A document's data without the ids of its array rows and blocks, so it can be written again. */
function withoutIds(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutIds)
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value)
        .filter(([key]) => key !== 'id')
        .map(([key, inner]) => [key, withoutIds(inner)]),
    )
  return value
}

type Outcome = 'allowed' | 'refused' | `unexpected ${number}`

function outcomeOf(status: number, operation: Operation): Outcome {
  if (status === 403 || status === 404 || status === 401) return 'refused'
  if (status < 300 || (operation === 'create' && status === 400)) return 'allowed'
  return `unexpected ${status}`
}

async function viaLocalApi(slug: string, operation: Operation, role: Role, id: number | string): Promise<Outcome> {
  const user = role === 'anonymous' ? null : users[role]
  const as = { collection: slug as CollectionSlug, user, overrideAccess: false, context: SYSTEM_CONTEXT, depth: 0 } as const
  try {
    if (operation === 'find') await payload.find({ ...as, limit: 1 })
    if (operation === 'findByID') await payload.findByID({ ...as, id })
    if (operation === 'create') {
      const created = (await payload.create({
        ...as,
        data: {} as never,
        ...(slug === 'media' || slug === 'user-photos' || slug === 'submission-images'
          ? { file: { data: ONE_PIXEL_PNG, mimetype: 'image/png', name: 'm.png', size: ONE_PIXEL_PNG.length } }
          : {}),
      })) as { id: number | string }
      await payload.delete({ collection: slug as CollectionSlug, id: created.id, overrideAccess: true, context: SYSTEM_CONTEXT })
    }
    if (operation === 'update') await payload.update({ ...as, id, data: {} })
    if (operation === 'delete') await payload.delete({ ...as, id })
    return 'allowed'
  } catch (error) {
    const status = (error as { status?: number }).status ?? 500
    return outcomeOf(status, operation)
  }
}

async function viaRest(slug: string, operation: Operation, role: Role, id: number | string): Promise<Outcome> {
  const token = tokens[role]
  const address = newAddress()
  const answer =
    operation === 'find'
      ? await rest(`/api/${slug}?limit=1&depth=0`, { token, address })
      : operation === 'findByID'
        ? await rest(`/api/${slug}/${id}?depth=0`, { token, address })
        : operation === 'create'
          ? await rest(`/api/${slug}`, { method: 'POST', body: {}, token, address })
          : operation === 'update'
            ? await rest(`/api/${slug}/${id}`, { method: 'PATCH', body: {}, token, address })
            : await rest(`/api/${slug}/${id}`, { method: 'DELETE', token, address })
  if (operation === 'create' && answer.status === 201) {
    const created = (answer.json.doc as { id?: number | string } | undefined)?.id
    if (created !== undefined) await payload.delete({ collection: slug as CollectionSlug, id: created, overrideAccess: true, context: SYSTEM_CONTEXT })
  }
  return outcomeOf(answer.status, operation)
}

const count = async (slug: string) => (await payload.count({ collection: slug as CollectionSlug, overrideAccess: true })).totalDocs

describe('the access matrix', () => {
  it('covers every collection of the config', () => {
    expect(
      payload.config.collections
        .map((collection) => collection.slug)
        .sort()
        .join(', '),
    ).toBe(Object.keys(MATRIX).sort().join(', '))
  })

  for (const [slug, rules] of Object.entries(MATRIX) as [string, Rules][]) {
    it(`${slug}: each role may do exactly what the table says, through the Local API and REST`, async () => {
      const mismatches: string[] = []
      // Reads change nothing, so one document serves every read; each change gets its own.
      const readTarget = await target(slug)
      for (const operation of OPERATIONS) {
        for (const role of ROLES) {
          for (const door of ['local', 'rest'] as const) {
            const id = operation === 'update' || operation === 'delete' ? await target(slug) : readTarget
            const before = await count(slug)
            const outcome = door === 'local' ? await viaLocalApi(slug, operation, role, id) : await viaRest(slug, operation, role, id)
            cells += 1
            const withoutRestDoors = door === 'rest' && NO_REST_DOORS.has(slug)
            const allowedRoles = (door === 'rest' ? rules.rest?.[operation] : undefined) ?? rules[operation]
            const expected = !withoutRestDoors && allowedRoles.includes(role) ? 'allowed' : 'refused'
            if (outcome !== expected) mismatches.push(`${door} ${operation} as ${role}: ${outcome}, expected ${expected}`)
            // A refused write stores nothing and deletes nothing.
            if (outcome === 'refused' && operation !== 'find' && operation !== 'findByID') {
              const after = await count(slug)
              if (after !== before) mismatches.push(`${door} ${operation} as ${role}: refused, but the count went from ${before} to ${after}`)
            }
          }
        }
      }
      expect(mismatches.join('\n')).toBe('')
    })
  }
})

describe('probes of hidden fields and relations', () => {
  const probes = [
    '/api/users?where[hash][like]=a',
    '/api/users?where[salt][like]=a',
    '/api/users?where[sessions.id][like]=a',
    '/api/users?where[resetPasswordToken][like]=a',
    '/api/users?sort=hash',
    '/api/auth-codes?where[secretHash][like]=a',
    '/api/yachts?where[owner.email][like]=a',
    '/api/yachts?where[owner.roles][equals]=admin',
    '/api/user-photos?where[owner.email][like]=a',
    '/api/content-submissions?where[submittedBy.email][like]=a',
    '/api/content-submissions?where[reviewedBy.email][like]=a',
    '/api/submission-images?where[owner.email][like]=a',
    '/api/event-registrations?where[member.email][like]=a',
    '/api/comments?where[author.email][like]=a',
    '/api/comments?where[hiddenBy.email][like]=a',
    '/api/comment-reports?where[reporter.email][like]=a',
    '/api/reviews?where[author.email][like]=a',
    '/api/reviews?where[hiddenBy.email][like]=a',
    '/api/reviews?where[booking.contactEmail][like]=a',
    '/api/review-reports?where[reporter.email][like]=a',
    '/api/conversations?where[guest.email][like]=a',
    '/api/messages?where[author.email][like]=a',
    '/api/conversation-reads?where[member.email][like]=a',
    '/api/club-memberships?where[member.email][like]=a',
    '/api/club-memberships?where[confirmedBy.email][like]=a',
    '/api/crew-profiles?where[member.email][like]=a',
    '/api/crew-requests?where[requester.email][like]=a',
    '/api/crew-answers?where[responder.email][like]=a',
    // Two hops deep into a field the caller may not read ('request.requester.email') Payload 3.90
    // refuses too, but from a promise it leaves unawaited: Next logs it, and Vitest counts it as an
    // error of the run. One hop into the request is the door a member has.
    '/api/crew-answers?where[request.message][like]=a',
    '/api/service-orders?where[booking.contactEmail][like]=a',
    '/api/service-orders?where[provider.email][like]=a',
    '/api/payload-locked-documents?where[user.email][like]=a',
  ]
  for (const role of ROLES) {
    it(`refuses, or answers with nothing, every probe as ${role}`, async () => {
      for (const probe of probes) {
        const answer = await rest(probe, { token: tokens[role], address: newAddress() })
        cells += 1
        expect(answer.status, probe).toBeLessThan(500)
        if (answer.status === 200 && role !== 'admin') expect((answer.json.docs as unknown[]).length, `${probe} as ${role}`).toBe(0)
      }
    })
  }
})
