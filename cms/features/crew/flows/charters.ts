import { visibleRow } from '@cms/core/db/visibleRow'
import { visitorRequest, type Member } from '@cms/core/visitor'
import { CREW_MESSAGES, type CrewCharter } from '../contract/crew'
import { relationId } from '@cms/core/contract/relationId'
import { CREW_CHANGE, type CrewChange } from '@cms/features/bookings'
import { refusalError } from '@cms/core/errors/refusalError'

const crewIds = (crew: unknown): number[] => (Array.isArray(crew) ? crew.map((member) => relationId(member)).filter((id): id is number => typeof id === 'number') : [])

/** The charters a crew member was put on, soonest first: not the cancelled ones. Read as the member (the bookings' access lets crew see theirs). */
export async function crewCharters(member: Member): Promise<CrewCharter[]> {
  const { docs } = await member.payload.find({
    collection: 'bookings',
    where: { and: [{ crew: { equals: member.user.id } }, { status: { in: ['pending', 'confirmed', 'completed'] } }] },
    sort: 'startsAt',
    limit: 50,
    depth: 1,
    locale: member.language,
    overrideAccess: false,
    req: await visitorRequest(member),
  })
  return docs.map((booking) => ({
    bookingId: booking.id,
    yacht: typeof booking.yacht === 'object' && booking.yacht ? booking.yacht.name : '—',
    startDate: String(booking.startDate ?? ''),
    endDate: String(booking.endDate ?? ''),
    guests: booking.guests,
    status: booking.status,
    contactName: booking.contactName,
    contactPhone: booking.contactPhone,
  }))
}

/**
 * The yacht's owner puts a captain or crew member, known by their address, on a charter; the
 * collection checks who asks, the charter and the person. Null when the owner cannot see the booking.
 */
export async function putOnCharter(owner: Member, bookingId: number, email: string): Promise<{ crew: number[] } | null> {
  const req = await visitorRequest(owner)
  const booking = await visibleRow(owner, 'bookings', bookingId, { req })
  if (!booking) return null
  const found = await owner.payload.db.pool.query<{ id: number }>('SELECT id FROM users WHERE lower(email) = $1', [email.toLowerCase()])
  const userId = found.rows[0]?.id
  if (!userId) throw refusalError(CREW_MESSAGES, 'noSuchCrew', 400)
  const change: CrewChange = { add: userId }
  req.context[CREW_CHANGE] = change
  const updated = await owner.payload.update({ collection: 'bookings', id: bookingId, data: {}, depth: 0, overrideAccess: false, req })
  return { crew: crewIds(updated.crew) }
}

/** Takes someone off a charter's crew; null when the owner cannot see the booking. */
export async function takeOffCharter(owner: Member, bookingId: number, userId: number): Promise<{ crew: number[] } | null> {
  const req = await visitorRequest(owner)
  const booking = await visibleRow(owner, 'bookings', bookingId, { req })
  if (!booking) return null
  const change: CrewChange = { remove: userId }
  req.context[CREW_CHANGE] = change
  const updated = await owner.payload.update({ collection: 'bookings', id: bookingId, data: {}, depth: 0, overrideAccess: false, req })
  return { crew: crewIds(updated.crew) }
}
