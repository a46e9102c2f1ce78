import { REGISTRATION_MESSAGES, registrationRequestSchema } from '@cms/features/events/contract/registrations'
import { register } from '@cms/features/events/flows/registrations'
import { defineRoute } from '@site/lib/server/defineRoute'
import { json, methodNotAllowed, refusalsOf } from '@site/lib/server/http'

export const prerender = false

/**
 * POST /api/events/{id}/registrations `{ listed? }`: registers the signed-in, verified member.
 * 201 `{ status: 'registered' | 'waitlisted', position? }`; 409 when already registered or the
 * event no longer takes registrations.
 */
export const POST = defineRoute({
  who: 'verified',
  verifyFirst: REGISTRATION_MESSAGES.verifyFirst,
  row: true,
  body: { json: registrationRequestSchema, maxBytes: 1024, optional: true },
  handle: async ({ member, id, body }) => {
    const outcome = await register(member, id, body.listed)
    if (!outcome.ok) return refusalsOf(REGISTRATION_MESSAGES)(409, 'alreadyRegistered')
    const { status, position } = outcome.registration
    return json(201, position === null ? { status } : { status, position })
  },
})

export const ALL = methodNotAllowed('POST')
