import { INSURANCE_TEXTS } from '@cms/features/insurance/contract/insurance'
import { type SelectRefusal, selectQuote } from '@cms/features/insurance/flows/quotes'
import { z } from '@cms/core/contract/zodSettings'
import { defineRoute } from '@site/lib/server/defineRoute'
import { json, methodNotAllowed } from '@site/lib/server/http'

export const prerender = false

const bodySchema = z.strictObject({ key: z.string().max(64).optional() })
const STATUS: Record<SelectRefusal, number> = { notFound: 404, notOffered: 409, expired: 409 }

/**
 * POST /api/insurance/quotes/{id}/select `{ key? }`: selects the quote for its requester (signed
 * in, or holding the link's key) and voids the request's others; the customer and the insurer are
 * emailed. 409 with `code` when the request already has a selection or the quote has expired.
 */
export const POST = defineRoute({
  who: 'anyone',
  row: true,
  body: { json: bodySchema, maxBytes: 1024 },
  invalidBody: () => json(400, { error: INSURANCE_TEXTS.selectError.en, code: 'invalid' }),
  failure: INSURANCE_TEXTS.selectError.en,
  handle: async ({ visitor, id, body }) => {
    const outcome = await selectQuote(await visitor(), id, body.key ?? null)
    return outcome.ok ? json(200, { status: 'selected' }) : json(STATUS[outcome.reason], { error: INSURANCE_TEXTS.selectError.en, code: outcome.reason })
  },
})

export const ALL = methodNotAllowed('POST')
