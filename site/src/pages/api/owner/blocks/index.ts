import type { APIRoute } from 'astro'

import { blockDates } from '@cms/features/bookings/flows/ownerBlocks'
import { blockRequestSchema } from '@cms/features/bookings/contract/bookings'
import { fieldErrors } from '@cms/core/contract/fieldErrors'
import { MESSAGES } from '@cms/core/contract/messages'
import { answerFailure } from '@site/lib/server/failures'
import { acceptJson, json, methodNotAllowed } from '@site/lib/server/http'
import { memberOf } from '@site/lib/server/visitor'

export const prerender = false

/** POST /api/owner/blocks `{ yachtId, startDate, endDate, note? }`: 201 with the block; 409 when a booking or a block holds any of the days. */
export const POST: APIRoute = async (context) => {
  const accepted = await acceptJson(context.request, context.url, 2048)
  if (!accepted.ok) return accepted.response
  const signedIn = await memberOf(context)
  if (!signedIn.ok) return signedIn.response
  const parsed = blockRequestSchema.safeParse(accepted.body)
  if (!parsed.success) return json(400, { error: MESSAGES.somethingWentWrong, errors: fieldErrors(parsed.error) })
  try {
    const outcome = await blockDates(signedIn.member, parsed.data)
    return outcome.ok ? json(201, outcome.block) : json(409, { error: MESSAGES.datesTaken, code: 'datesTaken' })
  } catch (error) {
    return answerFailure(error)
  }
}

export const ALL = methodNotAllowed('POST')
