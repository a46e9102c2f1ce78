import { CREW_MESSAGES, charterCrewSchema } from '@cms/features/crew/contract/crew'
import { putOnCharter } from '@cms/features/crew/flows/charters'
import { fieldErrors } from '@cms/core/contract/fieldErrors'
import { MESSAGES } from '@cms/core/contract/messages'
import { defineRoute } from '@site/lib/server/defineRoute'
import { json, methodNotAllowed } from '@site/lib/server/http'

export const prerender = false

/**
 * POST /api/bookings/{id}/crew `{ email }`: the yacht's owner puts a captain or crew member on the
 * charter. 200 `{ crew: [ids] }`; 403 for anyone but the owner; 400 when no crew has that address.
 */
export const POST = defineRoute({
  who: 'member',
  row: true,
  body: { json: charterCrewSchema, maxBytes: 2 * 1024, optional: true },
  invalidBody: (error) => json(400, { error: MESSAGES.somethingWentWrong, code: 'invalid', errors: fieldErrors(error) }),
  failure: CREW_MESSAGES.noSuchCrew,
  handle: async ({ member, id, body }) => {
    const result = await putOnCharter(member, id, body.email)
    return result && json(200, result)
  },
})

export const ALL = methodNotAllowed('POST')
