import type { APIRoute } from 'astro'

import { conciergeErrors, conciergeSchema } from '@cms/features/leads/contract/concierge'
import { MESSAGES } from '@cms/core/contract/messages'
import { sendConciergeInquiry } from '@cms/features/leads/flows/concierge'
import { answerFailure } from '@site/lib/server/failures'
import { acceptJson, json, methodNotAllowed } from '@site/lib/server/http'
import { visitorOf } from '@site/lib/server/visitor'

export const prerender = false

/** An inquiry is a few kilobytes at most; anything larger is refused unread. */
const MAX_BODY_BYTES = 16 * 1024

/**
 * POST /api/concierge: validates the concierge's inquiry and stores it as a lead (`leads`), which
 * mails the sender and the team. 201 stored; 400 with per-field error codes; 403 from a foreign
 * origin; 413/415 for bodies too large or not JSON; 429 past the per-visitor limit.
 */
export const POST: APIRoute = async (context) => {
  const accepted = await acceptJson(context.request, context.url, MAX_BODY_BYTES)
  if (!accepted.ok) return accepted.response
  const parsed = conciergeSchema.safeParse(accepted.body)
  if (!parsed.success) return json(400, { errors: conciergeErrors(parsed.error) })
  try {
    await sendConciergeInquiry(await visitorOf(context), parsed.data)
    return json(201, { ok: true })
  } catch (error) {
    return answerFailure(error, {}, MESSAGES.somethingWentWrong)
  }
}

export const ALL = methodNotAllowed('POST')
