import { CREW_MESSAGES, crewRequestSchema } from '@cms/features/crew/contract/crew'
import { createCrewRequest, myCrewRequests } from '@cms/features/crew/flows/crew'
import { defineRoute } from '@site/lib/server/defineRoute'
import { json, methodNotAllowed } from '@site/lib/server/http'

export const prerender = false

/** GET /api/crew/requests: the member's own crew requests, newest first, with their answers. */
export const GET = defineRoute({
  who: 'member',
  handle: async ({ member }) => json(200, { requests: await myCrewRequests(member) }, { 'cache-control': 'no-store' }),
})

/**
 * POST /api/crew/requests `{ wanted, startDate, endDate, yachtType, region, message }`: asks for a
 * captain or crew. 201 `{ id, status: 'open' }`; 400 with each field's problem.
 */
export const POST = defineRoute({
  who: 'verified',
  verifyFirst: CREW_MESSAGES.verifyFirst,
  body: { json: crewRequestSchema, maxBytes: 16 * 1024, optional: true },
  handle: async ({ member, body }) => json(201, await createCrewRequest(member, body)),
})

export const ALL = methodNotAllowed('GET, POST')
