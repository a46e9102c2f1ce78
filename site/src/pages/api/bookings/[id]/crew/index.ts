import { CREW_MESSAGES, charterCrewSchema } from '@cms/features/crew/contract/crew'
import { MESSAGES } from '@cms/core/contract/messages'
import { putOnCharter } from '@cms/features/crew/flows/charters'
import { json, methodNotAllowed } from '@site/lib/server/http'
import { memberRowRoute, parsedBody } from '@site/lib/server/rowRoute'

export const prerender = false

/**
 * POST /api/bookings/{id}/crew `{ email }`: the yacht's owner puts a captain or crew member on the
 * charter. 200 `{ crew: [ids] }`; 403 for anyone but the owner; 400 when no crew has that address.
 */
export const POST = memberRowRoute(
  async (owner, id, context) => {
    const parsed = await parsedBody(context, charterCrewSchema, { maxBytes: 2 * 1024, failure: MESSAGES.somethingWentWrong })
    if (!parsed.ok) return parsed.response
    const result = await putOnCharter(owner, id, parsed.data.email)
    return result && json(200, result)
  },
  { changesState: true, failure: CREW_MESSAGES.noSuchCrew },
)

export const ALL = methodNotAllowed('POST')
