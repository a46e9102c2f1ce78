import { contactErrors, contactSchema } from '@cms/features/leads/contract/contact'
import { sendContactMessage } from '@cms/features/leads/flows/contactMessage'
import { defineRoute } from '@site/lib/server/defineRoute'
import { json, methodNotAllowed } from '@site/lib/server/http'

export const prerender = false

/**
 * POST /api/contact: validates the contact form and stores it (`contact-messages`). 201 stored;
 * 400 with per-field error codes; 403 from a foreign origin; 413/415 for bodies that are too large
 * or not JSON; 429 past the per-visitor limit.
 */
export const POST = defineRoute({
  who: 'anyone',
  // A contact message is a few kilobytes at most; anything larger is refused unread.
  body: { json: contactSchema, maxBytes: 16 * 1024 },
  invalidBody: (error) => json(400, { code: 'invalid', errors: contactErrors(error) }),
  handle: async ({ visitor, body }) => {
    await sendContactMessage(await visitor(), body)
    return json(201, { ok: true })
  },
})

export const ALL = methodNotAllowed('POST')
