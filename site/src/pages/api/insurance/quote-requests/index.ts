import type { APIRoute } from 'astro'

import { quoteRequestErrors, quoteRequestSchema } from '@cms/features/insurance/contract/insurance'
import { MESSAGES } from '@cms/core/contract/messages'
import { myQuoteRequests, requestQuotes } from '@cms/features/insurance/flows/quotes'
import { answerFailure } from '@site/lib/server/failures'
import { acceptJson, json, methodNotAllowed } from '@site/lib/server/http'
import { memberOf, visitorOf } from '@site/lib/server/visitor'

export const prerender = false

/**
 * POST /api/insurance/quote-requests: the form's fields (spec 3). 201 `{ id, key }` (the key opens
 * the quotes without signing in, as the emailed link does); 400 with per-field error codes,
 * nothing stored; 429 past the per-visitor limit. Guests may ask, with their email.
 */
export const POST: APIRoute = async (context) => {
  const accepted = await acceptJson(context.request, context.url, 16 * 1024)
  if (!accepted.ok) return accepted.response
  const parsed = quoteRequestSchema.safeParse(accepted.body)
  if (!parsed.success) return json(400, { errors: quoteRequestErrors(parsed.error) })
  try {
    const outcome = await requestQuotes(await visitorOf(context, parsed.data.language), parsed.data)
    return outcome.ok ? json(201, { id: outcome.id, key: outcome.key }) : json(400, { errors: { preferredCompanies: 'preferred' } })
  } catch (error) {
    return answerFailure(error, {}, MESSAGES.somethingWentWrong)
  }
}

/** GET /api/insurance/quote-requests: the signed-in member's own requests, the latest first. */
export const GET: APIRoute = async (context) => {
  const signedIn = await memberOf(context)
  if (!signedIn.ok) return signedIn.response
  try {
    return json(200, { docs: await myQuoteRequests(signedIn.member) })
  } catch (error) {
    return answerFailure(error)
  }
}

export const ALL = methodNotAllowed('GET, POST')
