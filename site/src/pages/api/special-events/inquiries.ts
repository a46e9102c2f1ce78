import { specialEventErrors, specialEventInquirySchema } from '@cms/features/leads/contract/specialEvents'
import { sendSpecialEventInquiry } from '@cms/features/leads/flows/specialEvent'
import { defineRoute } from '@site/lib/server/defineRoute'
import { json, methodNotAllowed } from '@site/lib/server/http'

export const prerender = false

/**
 * POST /api/special-events/inquiries `{ specialEvent, date, guests, name, email, phone?, message?, language }`:
 * a request for a special event, stored as a lead (`leads`, kind special-event), which mails the
 * sender and the team. 201 stored; 400 with per-field error codes (`guests: 'tooMany'` past the
 * event's party size); 409 `closed` when the event is not published; 429 past the per-visitor limit.
 */
export const POST = defineRoute({
  who: 'anyone',
  body: { json: specialEventInquirySchema, maxBytes: 16 * 1024 },
  invalidBody: (error) => json(400, { code: 'invalid', errors: specialEventErrors(error) }),
  handle: async ({ visitor, body }) => {
    const outcome = await sendSpecialEventInquiry(await visitor(body.language), body)
    if (outcome === 'tooMany') return json(400, { code: 'invalid', errors: { guests: 'tooMany' } })
    return outcome === 'sent' ? json(201, { ok: true }) : json(409, { code: 'closed', errors: { specialEvent: 'closed' } })
  },
})

export const ALL = methodNotAllowed('POST')
