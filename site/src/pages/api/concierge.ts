import { conciergeErrors, conciergeSchema } from '@cms/features/leads/contract/concierge'
import { sendConciergeInquiry } from '@cms/features/leads/flows/concierge'
import { defineRoute } from '@site/lib/server/defineRoute'
import { json, methodNotAllowed } from '@site/lib/server/http'

export const prerender = false

/**
 * POST /api/concierge: validates the concierge's inquiry and stores it as a lead (`leads`), which
 * mails the sender and the team. 201 stored; 400 with per-field error codes; 403 from a foreign
 * origin; 413/415 for bodies too large or not JSON; 429 past the per-visitor limit.
 */
export const POST = defineRoute({
  who: 'anyone',
  // An inquiry is a few kilobytes at most; anything larger is refused unread.
  body: { json: conciergeSchema, maxBytes: 16 * 1024 },
  invalidBody: (error) => json(400, { code: 'invalid', errors: conciergeErrors(error) }),
  handle: async ({ visitor, body }) => {
    await sendConciergeInquiry(await visitor(), body)
    return json(201, { ok: true })
  },
})

export const ALL = methodNotAllowed('POST')
