import { CREW_MESSAGES, crewProfileSchema, isCrew } from '@cms/features/crew/contract/crew'
import { deleteCrewProfile, myCrewProfile, saveCrewProfile } from '@cms/features/crew/flows/crew'
import { defineRoute } from '@site/lib/server/defineRoute'
import { json, methodNotAllowed, refusal, refusalsOf } from '@site/lib/server/http'

export const prerender = false

/** GET /api/crew/profile: the signed-in member's crew profile, or `{ profile: null }`. */
export const GET = defineRoute({
  who: 'member',
  handle: async ({ member }) => json(200, { profile: await myCrewProfile(member) }, { 'cache-control': 'no-store' }),
})

/** PUT /api/crew/profile: writes the crew member's profile (every field); 403 for members without a crew role. */
export const PUT = defineRoute({
  who: 'verified',
  verifyFirst: CREW_MESSAGES.verifyFirst,
  body: { json: crewProfileSchema, maxBytes: 16 * 1024, optional: true },
  handle: async ({ member, body }) => {
    if (!isCrew(member.user)) return refusalsOf(CREW_MESSAGES)(403, 'crewOnly')
    return json(200, { profile: await saveCrewProfile(member, body) })
  },
})

/** DELETE /api/crew/profile: removes it; 404 when there was none. */
export const DELETE = defineRoute({
  who: 'member',
  handle: async ({ member }) => ((await deleteCrewProfile(member)) ? json(200, { deleted: true }) : refusal(404, 'notFound')),
})

export const ALL = methodNotAllowed('GET, PUT, DELETE')
