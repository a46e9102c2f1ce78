import type { APIRoute } from 'astro'

import { isVerified } from '@cms/core/access/verified'
import { register } from '@cms/features/events/flows/registrations'
import { fieldErrors } from '@cms/core/contract/fieldErrors'
import { MESSAGES } from '@cms/core/contract/messages'
import { REGISTRATION_MESSAGES, registrationRequestSchema } from '@cms/features/events/contract/registrations'
import { answerFailure } from '@site/lib/server/failures'
import { acceptJson, json, methodNotAllowed, rowId } from '@site/lib/server/http'
import { memberOf } from '@site/lib/server/visitor'

export const prerender = false

/**
 * POST /api/events/{id}/registrations `{ listed? }`: registers the signed-in, verified member.
 * 201 `{ status: 'registered' | 'waitlisted', position? }`; 409 when already registered or the
 * event no longer takes registrations.
 */
export const POST: APIRoute = async (context) => {
  const accepted = await acceptJson(context.request, context.url, 1024)
  if (!accepted.ok) return accepted.response
  const signedIn = await memberOf(context)
  if (!signedIn.ok) return signedIn.response
  if (!isVerified(signedIn.member.user)) return json(403, { error: REGISTRATION_MESSAGES.verifyFirst, code: 'verifyFirst' })
  const eventId = rowId(context.params.id)
  if (eventId === null) return json(404, { error: MESSAGES.notFound })
  const parsed = registrationRequestSchema.safeParse(accepted.body ?? {})
  if (!parsed.success) return json(400, { error: MESSAGES.somethingWentWrong, errors: fieldErrors(parsed.error) })
  try {
    const outcome = await register(signedIn.member, eventId, parsed.data.listed)
    if (!outcome.ok) return json(409, { error: REGISTRATION_MESSAGES.alreadyRegistered, code: 'alreadyRegistered' })
    const { status, position } = outcome.registration
    return json(201, position === null ? { status } : { status, position })
  } catch (error) {
    return answerFailure(error)
  }
}

export const ALL = methodNotAllowed('POST')
