import type { APIRoute } from 'astro'

import { MESSAGES } from '@cms/core/contract/messages'
import { specialEventErrors, specialEventInquirySchema } from '@cms/features/leads/contract/specialEvents'
import { sendSpecialEventInquiry } from '@cms/features/leads/flows/specialEvent'
import { answerFailure } from '@site/lib/server/failures'
import { acceptJson, json, methodNotAllowed } from '@site/lib/server/http'
import { visitorOf } from '@site/lib/server/visitor'

export const prerender = false

/**
 * POST /api/special-events/inquiries `{ specialEvent, date, guests, name, email, phone?, message?, language }`:
 * a request for a special event, stored as a lead (`leads`, kind special-event), which mails the
 * sender and the team. 201 stored; 400 with per-field error codes (`guests: 'tooMany'` past the
 * event's party size); 409 when the event is not published; 429 past the per-visitor limit.
 */
export const POST: APIRoute = async (context) => {
  const accepted = await acceptJson(context.request, context.url, 16 * 1024)
  if (!accepted.ok) return accepted.response
  const parsed = specialEventInquirySchema.safeParse(accepted.body)
  if (!parsed.success) return json(400, { errors: specialEventErrors(parsed.error) })
  try {
    const outcome = await sendSpecialEventInquiry(await visitorOf(context, parsed.data.language), parsed.data)
    if (outcome === 'tooMany') return json(400, { errors: { guests: 'tooMany' } })
    return outcome === 'sent' ? json(201, { ok: true }) : json(409, { errors: { specialEvent: 'closed' } })
  } catch (error) {
    return answerFailure(error, {}, MESSAGES.somethingWentWrong)
  }
}

export const ALL = methodNotAllowed('POST')
