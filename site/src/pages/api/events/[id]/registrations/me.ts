import { REGISTRATION_MESSAGES } from '@cms/features/events/contract/registrations'
import { cancelRegistration } from '@cms/features/events/flows/registrations'
import { defineRoute } from '@site/lib/server/defineRoute'
import { json, methodNotAllowed, refusalsOf } from '@site/lib/server/http'

export const prerender = false

/** DELETE /api/events/{id}/registrations/me: cancels the member's place; the first on the waiting list moves up. 404 when they had none. */
export const DELETE = defineRoute({
  who: 'member',
  row: true,
  handle: async ({ member, id }) => ((await cancelRegistration(member, id)) ? json(200, { status: 'cancelled' }) : refusalsOf(REGISTRATION_MESSAGES)(404, 'notRegistered')),
})

export const ALL = methodNotAllowed('DELETE')
