import { type Visitor, visitorRequest, type Member } from '@cms/core/visitor'
import { CLUB_CATEGORIES, CLUB_MEMBERS_SHOWN, type ClubCategory, type ClubView, type MyMembership } from '../contract/clubs'
import { hasRole } from '@cms/core/contract/roles'
import { shownName } from '@cms/core/contract/shownName'
import type { ClubMembership } from '@cms/payload-types'

const mine = (membership: ClubMembership): MyMembership => ({ id: membership.id, category: membership.category, status: membership.status, listed: membership.listed === true })

/** The member's own membership, as the collection lets them see it. */
async function membershipOf(member: Member): Promise<ClubMembership | null> {
  const { docs } = await member.payload.find({
    collection: 'club-memberships',
    // The collection narrows a member to their own; an admin, who sees all, asks for theirs.
    where: hasRole(member.user, 'admin') ? { member: { equals: member.user.id } } : {},
    limit: 1,
    depth: 0,
    overrideAccess: false,
    req: await visitorRequest(member),
  })
  return docs[0] ?? null
}

type CountRow = { category: ClubCategory; n: number }
type NameRow = { category: ClubCategory; first_name: string | null; last_name: string | null }
type PendingRow = { id: number; first_name: string | null; last_name: string | null; email: string; created_at: Date }

/**
 * The club as anyone may see it: how many are in each category, and the names (first name, last
 * initial) of those who agreed to be listed; with the visitor's own place when signed in, and for
 * admins the captains awaiting confirmation. Read past access: counts and consented names.
 */
export async function clubView(visitor: Visitor): Promise<ClubView> {
  const pool = visitor.payload.db.pool
  const counts = await pool.query<CountRow>(`SELECT category, count(*)::int AS n FROM club_memberships WHERE status = 'active' GROUP BY category`)
  const names = await pool.query<NameRow>(
    `SELECT m.category, u.first_name, u.last_name FROM club_memberships m JOIN users u ON u.id = m.member_id
      WHERE m.status = 'active' AND m.listed ORDER BY m.created_at, m.id`,
  )
  const view: ClubView = {
    counts: Object.fromEntries(CLUB_CATEGORIES.values.map((category) => [category, 0])) as ClubView['counts'],
    members: Object.fromEntries(CLUB_CATEGORIES.values.map((category) => [category, [] as string[]])) as ClubView['members'],
    me: null,
  }
  for (const row of counts.rows) view.counts[row.category] = row.n
  for (const row of names.rows) {
    const name = shownName({ firstName: row.first_name, lastName: row.last_name })
    if (name && view.members[row.category].length < CLUB_MEMBERS_SHOWN) view.members[row.category].push(name)
  }
  if (visitor.user) {
    const own = await membershipOf(visitor as Member)
    view.me = own ? mine(own) : null
  }
  if (hasRole(visitor.user, 'admin')) {
    const pending = await pool.query<PendingRow>(
      `SELECT m.id, u.first_name, u.last_name, u.email, m.created_at FROM club_memberships m JOIN users u ON u.id = m.member_id
        WHERE m.status = 'pending' ORDER BY m.created_at, m.id LIMIT 200`,
    )
    view.pending = pending.rows.map((row) => ({
      id: row.id,
      name: [row.first_name, row.last_name].filter(Boolean).join(' '),
      email: row.email,
      since: new Date(row.created_at).toISOString(),
    }))
  }
  return view
}

/**
 * Puts the member in a category, or moves them to another, with their choice of being listed.
 * The collection decides the status (captains wait for an admin). One membership per member is
 * the database's: a second request at once finds the first one's row and changes it.
 */
export async function joinClub(member: Member, category: ClubCategory, listed: boolean): Promise<MyMembership> {
  const req = await visitorRequest(member)
  const change = async (existing: ClubMembership) =>
    mine(await member.payload.update({ collection: 'club-memberships', id: existing.id, data: { category, listed }, depth: 0, overrideAccess: false, req }))
  const existing = await membershipOf(member)
  if (existing) return change(existing)
  try {
    // The status is the collection's to decide: field access keeps it from members.
    return mine(
      await member.payload.create({ collection: 'club-memberships', data: { member: member.user.id, category, listed, status: 'active' }, depth: 0, overrideAccess: false, req }),
    )
  } catch (error) {
    const raced = await membershipOf(member)
    if (raced) return change(raced)
    throw error
  }
}

/** Takes the member out of the club; false when they were not in it. */
export async function leaveClub(member: Member): Promise<boolean> {
  const existing = await membershipOf(member)
  if (!existing) return false
  await member.payload.delete({ collection: 'club-memberships', id: existing.id, overrideAccess: false, req: await visitorRequest(member) })
  return true
}

/** An admin confirms a captain awaiting confirmation; null when there is no such membership, 'notPending' when it does not wait. */
export async function confirmCaptain(admin: Member, id: number): Promise<MyMembership | 'notPending' | null> {
  const req = await visitorRequest(admin)
  const membership = await admin.payload.findByID({ collection: 'club-memberships', id, depth: 0, overrideAccess: false, disableErrors: true, req })
  if (!membership) return null
  if (membership.status !== 'pending') return 'notPending'
  return mine(await admin.payload.update({ collection: 'club-memberships', id, data: { status: 'active' }, depth: 0, overrideAccess: false, req }))
}
