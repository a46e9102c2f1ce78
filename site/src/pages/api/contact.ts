import type { APIRoute } from 'astro'

import { sendContactMessage } from '@cms/features/leads/flows/contactMessage'
import { contactErrors, contactSchema } from '@cms/features/leads/contract/contact'
import { MESSAGES } from '@cms/core/contract/messages'
import { answerFailure } from '@site/lib/server/failures'
import { acceptJson, json, methodNotAllowed } from '@site/lib/server/http'
import { visitorOf } from '@site/lib/server/visitor'

export const prerender = false

/** A contact message is a few kilobytes at most; anything larger is refused unread. */
const MAX_BODY_BYTES = 16 * 1024

/**
 * POST /api/contact: validates the contact form and stores it (`contact-messages`). 201 stored;
 * 400 with per-field error codes; 403 from a foreign origin; 413/415 for bodies that are too large
 * or not JSON; 429 past the per-visitor limit.
 */
export const POST: APIRoute = async (context) => {
  const accepted = await acceptJson(context.request, context.url, MAX_BODY_BYTES)
  if (!accepted.ok) return accepted.response
  const parsed = contactSchema.safeParse(accepted.body)
  if (!parsed.success) return json(400, { errors: contactErrors(parsed.error) })
  try {
    await sendContactMessage(await visitorOf(context), parsed.data)
    return json(201, { ok: true })
  } catch (error) {
    return answerFailure(error, {}, MESSAGES.somethingWentWrong)
  }
}

export const ALL = methodNotAllowed('POST')
