import { quoteRequestErrors, quoteRequestSchema } from '@cms/features/insurance/contract/insurance'
import { myQuoteRequests, requestQuotes } from '@cms/features/insurance/flows/quotes'
import { defineRoute } from '@site/lib/server/defineRoute'
import { json, methodNotAllowed } from '@site/lib/server/http'

export const prerender = false

/**
 * POST /api/insurance/quote-requests: the form's fields (spec 3). 201 `{ id, key }` (the key opens
 * the quotes without signing in, as the emailed link does); 400 with per-field error codes,
 * nothing stored; 429 past the per-visitor limit. Guests may ask, with their email.
 */
export const POST = defineRoute({
  who: 'anyone',
  body: { json: quoteRequestSchema, maxBytes: 16 * 1024 },
  invalidBody: (error) => json(400, { code: 'invalid', errors: quoteRequestErrors(error) }),
  handle: async ({ visitor, body }) => {
    const outcome = await requestQuotes(await visitor(body.language), body)
    return outcome.ok ? json(201, { id: outcome.id, key: outcome.key }) : json(400, { code: 'invalid', errors: { preferredCompanies: 'preferred' } })
  },
})

/** GET /api/insurance/quote-requests: the signed-in member's own requests, the latest first. */
export const GET = defineRoute({
  who: 'member',
  handle: async ({ member }) => json(200, { docs: await myQuoteRequests(member) }),
})

export const ALL = methodNotAllowed('GET, POST')
