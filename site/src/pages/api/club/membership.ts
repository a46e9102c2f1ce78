import { CLUB_MESSAGES, membershipRequestSchema } from '@cms/features/crew/contract/clubs'
import { joinClub, leaveClub } from '@cms/features/crew/flows/club'
import { defineRoute } from '@site/lib/server/defineRoute'
import { json, methodNotAllowed, refusalsOf } from '@site/lib/server/http'

export const prerender = false

/**
 * PUT /api/club/membership `{ category, listed? }`: joins the club, or moves to another category.
 * Captains need the captain role (403 otherwise) and await an admin: `status: 'pending'`.
 */
export const PUT = defineRoute({
  who: 'verified',
  verifyFirst: CLUB_MESSAGES.verifyFirst,
  body: { json: membershipRequestSchema, maxBytes: 1024, optional: true },
  handle: async ({ member, body }) => json(200, await joinClub(member, body.category, body.listed)),
})

/** DELETE /api/club/membership: leaves the club; 404 when the member was not in it. */
export const DELETE = defineRoute({
  who: 'member',
  handle: async ({ member }) => ((await leaveClub(member)) ? json(200, { left: true }) : refusalsOf(CLUB_MESSAGES)(404, 'notMember')),
})

export const ALL = methodNotAllowed('PUT, DELETE')
