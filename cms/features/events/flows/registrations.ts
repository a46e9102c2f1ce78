import { type Visitor, visitorRequest, type Member } from '@cms/core/visitor'
import { relationId } from '@cms/core/contract/relationId'
import type { MyRegistration, ParticipantsView } from '../contract/registrations'
import { shownName } from '@cms/core/contract/shownName'
import type { EventRegistration } from '@cms/payload-types'

/** The member's live registration for an event (registered or waitlisted), as the collection lets them see it. */
export async function liveRegistration(member: Member, eventId: number): Promise<EventRegistration | null> {
  const { docs } = await member.payload.find({
    collection: 'event-registrations',
    // The collection narrows a member to their own; an admin, who sees all, asks for theirs.
    where: {
      and: [{ event: { equals: eventId } }, { status: { not_equals: 'cancelled' } }, ...(member.user.roles.includes('admin') ? [{ member: { equals: member.user.id } }] : [])],
    },
    limit: 1,
    depth: 0,
    req: await visitorRequest(member),
    overrideAccess: false,
  })
  return docs[0] ?? null
}

/** A waitlisted registration's place in the queue, 1 for the next to move up. */
async function positionOf(member: Visitor, registration: EventRegistration): Promise<number | null> {
  if (registration.status !== 'waitlisted') return null
  const ahead = await member.payload.db.pool.query(
    `SELECT count(*)::int AS n FROM event_registrations WHERE event_id = $1 AND status = 'waitlisted' AND (created_at, id) < ($2, $3)`,
    [relationId(registration.event), registration.createdAt, registration.id],
  )
  return Number(ahead.rows[0].n) + 1
}

async function mine(member: Member, registration: EventRegistration | null): Promise<MyRegistration | null> {
  if (!registration || registration.status === 'cancelled') return null
  return {
    status: registration.status,
    position: await positionOf(member, registration),
    listed: registration.listed === true,
    fee: registration.fee ?? 0,
    paymentStatus: registration.paymentStatus ?? 'none',
    holdExpiresAt: registration.holdExpiresAt ?? null,
  }
}

/**
 * Registers the member: a place, or a place on the waiting list when the event is full (the
 * collection decides under the event's lock). Already registered: 'already'.
 */
export async function register(member: Member, eventId: number, listed: boolean): Promise<{ ok: true; registration: MyRegistration } | { ok: false; reason: 'already' }> {
  if (await liveRegistration(member, eventId)) return { ok: false, reason: 'already' }
  let created: EventRegistration
  try {
    created = await member.payload.create({
      collection: 'event-registrations',
      // The place, its fee and what it owes are takePlace's to decide, under the event's lock.
      data: { event: eventId, member: member.user.id, listed, language: member.language, status: 'registered', fee: 0, paymentStatus: 'none' },
      depth: 0,
      req: await visitorRequest(member),
      overrideAccess: false,
    })
  } catch (error) {
    // Two requests of one member at once: the unique index let the other one through.
    if (await liveRegistration(member, eventId)) return { ok: false, reason: 'already' }
    throw error
  }
  return { ok: true, registration: (await mine(member, created)) as MyRegistration }
}

/** Cancels the member's registration (the first on the waiting list moves up); false when they had none. */
export async function cancelRegistration(member: Member, eventId: number): Promise<boolean> {
  const live = await liveRegistration(member, eventId)
  if (!live) return false
  await member.payload.update({ collection: 'event-registrations', id: live.id, data: { status: 'cancelled' }, depth: 0, req: await visitorRequest(member), overrideAccess: false })
  return true
}

/**
 * The event's participants as anyone may see them: how many are registered of how many places,
 * how many wait, and the names (first name, last initial) of those who agreed to be listed; with
 * the visitor's own place when they are signed in. Read past access: these are counts and
 * consented names, not anyone's registration.
 */
export async function participants(visitor: Visitor, eventId: number): Promise<ParticipantsView | null> {
  const event = await visitor.payload.findByID({ collection: 'events', id: eventId, depth: 0, overrideAccess: false, disableErrors: true, req: await visitorRequest(visitor) })
  if (!event) return null
  const counts = await visitor.payload.db.pool.query(
    `SELECT count(*) FILTER (WHERE status = 'registered')::int AS registered, count(*) FILTER (WHERE status = 'waitlisted')::int AS waitlisted
       FROM event_registrations WHERE event_id = $1`,
    [eventId],
  )
  const listed = await visitor.payload.find({
    collection: 'event-registrations',
    where: { and: [{ event: { equals: eventId } }, { status: { equals: 'registered' } }, { listed: { equals: true } }] },
    sort: 'createdAt',
    limit: 200,
    depth: 1,
    overrideAccess: true,
  })
  const names = listed.docs.map((registration) => (typeof registration.member === 'object' && registration.member ? shownName(registration.member) : '')).filter(Boolean)
  const me = visitor.user ? await mine(visitor as Member, await liveRegistration(visitor as Member, eventId)) : null
  return { count: Number(counts.rows[0].registered), capacity: event.maxParticipants, waitlisted: Number(counts.rows[0].waitlisted), names, me }
}
